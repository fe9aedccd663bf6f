/**
 * Calendar dates in the product's time zone, America/Sao_Paulo.
 *
 * Brazil abolished daylight saving time in 2019 (Decreto 9.772/2019), so São Paulo is a fixed UTC-03:00
 * and a constant offset is correct for every date the product handles (reports use the -03:00 offset,
 * spec 000 §9). This avoids depending on the Intl time-zone database, which small-icu builds may lack.
 * Timestamps from before 2019 that fell inside a former DST period are still shifted by -03:00.
 */
export const SAO_PAULO_UTC_OFFSET = '-03:00';
const SAO_PAULO_OFFSET_MINUTES = -180;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Inverse of daysFromCivil (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function saoPauloDateOfEpochMs(epochMs: number): CalendarDate | null {
  if (!Number.isFinite(epochMs)) return null;
  const local = epochMs + SAO_PAULO_OFFSET_MINUTES * MS_PER_MINUTE;
  const date = civilFromDays(Math.floor(local / MS_PER_DAY));
  return date.year >= 0 && date.year <= 9999 ? date : null;
}

function parseOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/**
 * Calendar day in São Paulo of an ISO 8601 string or a Date.
 * - 'YYYY-MM-DD' (date only): the date as written, no time-zone shift.
 * - date-time with `Z` or an offset: the instant converted to -03:00.
 * - date-time without an offset: taken as São Paulo wall-clock time, so the date as written.
 * Returns null for anything malformed or for impossible dates (2023-02-29, 2024-13-01, 25:00, ...).
 */
function toSaoPauloCalendarDate(input: string | Date): CalendarDate | null {
  if (input instanceof Date) return saoPauloDateOfEpochMs(input.getTime());
  if (typeof input !== 'string') return null;
  const match = ISO_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, y = '', mo = '', d = '', h, mi, s, fraction, zone] = match;
  const date: CalendarDate = { year: Number(y), month: Number(mo), day: Number(d) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  if (h === undefined) return date;
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = s === undefined ? 0 : Number(s);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  if (zone === undefined) return date;
  const offset = parseOffsetMinutes(zone);
  if (offset === null) return null;
  const millis = fraction === undefined ? 0 : Number(`0.${fraction}`) * 1000;
  const epochMs = daysFromCivil(date) * MS_PER_DAY + ((hours * 60 + minutes - offset) * 60 + seconds) * 1000 + millis;
  return saoPauloDateOfEpochMs(epochMs);
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/**
 * dd/MM/yyyy display of an ISO date or timestamp (or a Date) in São Paulo; '' when invalid.
 * '2024-03-10' -> '10/03/2024'; '2024-03-10T02:30:00Z' -> '09/03/2024' (23:30 on the 9th in -03:00).
 */
export function formatDate(iso: string | Date | null | undefined): string {
  if (iso == null) return '';
  const date = toSaoPauloCalendarDate(iso);
  return date ? `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}` : '';
}

/** 'YYYY-MM-DD' calendar day in São Paulo (-03:00) of an ISO date/timestamp or a Date; '' when invalid. */
export function toSaoPauloDate(iso: string | Date | null | undefined): string {
  if (iso == null) return '';
  const date = toSaoPauloCalendarDate(iso);
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : '';
}

export interface SaoPauloDayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * Report bounds of one São Paulo calendar day with the -03:00 offset used by reports:
 * '2024-03-10' -> { from: '2024-03-10T00:00:00-03:00', to: '2024-03-10T23:59:59-03:00' }.
 * Throws RangeError unless `day` is a real 'YYYY-MM-DD' date.
 */
export function saoPauloDayRange(day: string): SaoPauloDayRange {
  const valid = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && toSaoPauloCalendarDate(day) !== null;
  if (!valid) throw new RangeError(`saoPauloDayRange expects a YYYY-MM-DD date, got ${JSON.stringify(day)}`);
  return { from: `${day}T00:00:00${SAO_PAULO_UTC_OFFSET}`, to: `${day}T23:59:59${SAO_PAULO_UTC_OFFSET}` };
}
