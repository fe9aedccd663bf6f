import { onlyDigits } from './digits.ts';

/**
 * Progressive input masks: each takes whatever the user typed (masked, partial or raw), keeps the digits,
 * drops extra digits beyond the mask and formats as far as the digits go. Applying a mask to its own
 * output gives the same output.
 */

/** CPF mask 999.999.999-99 (spec 002 §5): '5299822' -> '529.982.2', '52998224725' -> '529.982.247-25'. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Formats up to 11 national digits (DDD + number) as (99) 9999-9999 or, with 11 digits, (99) 99999-9999. */
function formatNationalPhone(d: string): string {
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * Phone mask (spec 002 §5): (99) 99999-9999 for 11 digits, (99) 9999-9999 for 10 and while typing;
 * '1198765' -> '(11) 9876-5', '11987654321' -> '(11) 98765-4321'.
 */
export function maskPhone(value: string): string {
  return formatNationalPhone(onlyDigits(value).slice(0, 11));
}

/** CEP mask 99999-999: '01310' -> '01310', '01310100' -> '01310-100'. */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * International phone mask +99 (99) 99999-9999 (spec 002 'Student edit'; country defaults to 55).
 * - Input starting with '+' carries its own two-digit country code: '+5511987654321' -> '+55 (11) 98765-4321'.
 * - Otherwise up to 11 digits are a national number and get `defaultCountry`: '11987654321' ->
 *   '+55 (11) 98765-4321', '1' -> '+55 (1'.
 * - Otherwise (12 or 13 digits without '+') the first two digits are the country code.
 * Empty input (no digits) gives ''. `defaultCountry` must be two digits.
 */
export function maskInternationalPhone(value: string, defaultCountry = '55'): string {
  if (!/^\d{2}$/.test(defaultCountry)) {
    throw new RangeError(
      `maskInternationalPhone expects a two-digit country code, got ${JSON.stringify(defaultCountry)}`,
    );
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const digits = onlyDigits(text);
  if (digits.length === 0) return text.startsWith('+') ? '+' : '';
  const hasCountry = text.startsWith('+') || digits.length > 11;
  const country = hasCountry ? digits.slice(0, 2) : defaultCountry;
  const national = (hasCountry ? digits.slice(2) : digits).slice(0, 11);
  if (country.length < 2) return `+${country}`;
  return national.length === 0 ? `+${country}` : `+${country} ${formatNationalPhone(national)}`;
}
