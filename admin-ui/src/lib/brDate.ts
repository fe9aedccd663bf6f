/**
 * Dates typed and shown as dd/MM/yyyy whatever the browser's own format (issue 26): a native
 * <input type="date"> follows the browser's locale (mm/dd/yyyy in an English one), so the console types
 * dates into a masked text field and keeps the ISO day (yyyy-MM-dd) as the value.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Digits typed so far as dd/MM/yyyy: '1203' → '12/03', '12032026' → '12/03/2026'. */
export function maskBrDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** 'dd/MM/yyyy' of a real calendar day → 'yyyy-MM-dd'; null for anything else. */
export function brToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const iso = `${yyyy}-${mm}-${dd}`;
  return day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** 'yyyy-MM-dd' (or an ISO timestamp's day) → 'dd/MM/yyyy'; anything else unchanged. */
export function isoToBr(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

export const isIsoDay = (value: unknown): value is string => typeof value === 'string' && ISO_DAY.test(value);
