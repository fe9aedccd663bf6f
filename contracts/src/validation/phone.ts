import { onlyDigits } from './digits.ts';

/**
 * The 67 Brazilian area codes (DDD) assigned by Anatel:
 * 11-19 (SP), 21 22 24 (RJ), 27 28 (ES), 31-35 37 38 (MG), 41-46 (PR), 47-49 (SC), 51 53-55 (RS),
 * 61 (DF), 62 64 (GO), 63 (TO), 65 66 (MT), 67 (MS), 68 (AC), 69 (RO), 71 73-75 77 (BA), 79 (SE),
 * 81 87 (PE), 82 (AL), 83 (PB), 84 (RN), 85 88 (CE), 86 89 (PI), 91 93 94 (PA), 92 97 (AM), 95 (RR),
 * 96 (AP), 98 99 (MA).
 */
export const BRAZILIAN_DDDS: readonly string[] = Object.freeze([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '24',
  '27',
  '28',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '53',
  '54',
  '55',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '69',
  '71',
  '73',
  '74',
  '75',
  '77',
  '79',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '89',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
]);

const DDD_SET: ReadonlySet<string> = new Set(BRAZILIAN_DDDS);

/** True when `ddd` (two digits) is one of the 67 Brazilian area codes. */
export function isValidDdd(ddd: string): boolean {
  return DDD_SET.has(ddd);
}

/**
 * Checkout phone rule, spec 002 §5 'Basic checkout form' (field mask (99) 99999-9999):
 * - strip every non-digit; the result must have 10 or 11 digits (no +55 country prefix: 12/13 digits fail);
 * - a repeated single digit (e.g. 11111111111) is rejected;
 * - the first two digits must be a valid Brazilian DDD;
 * - 11-digit numbers (mobile) must have 9 as the third digit;
 * - 10-digit numbers (landline) must have 2, 3, 4, 5 or 7 as the third digit.
 */
export function isValidBrazilianPhone(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 10 && digits.length !== 11) return false;
  if (/^(\d)\1*$/.test(digits)) return false;
  if (!isValidDdd(digits.slice(0, 2))) return false;
  const third = digits.charAt(2);
  if (digits.length === 11) return third === '9';
  return '23457'.includes(third);
}
