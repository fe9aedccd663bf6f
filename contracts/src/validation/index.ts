// Browser-safe validators, formatters and masks shared by the server and the UIs (no Node or Intl-data deps).
export { onlyDigits } from './digits.ts';
export { isValidCpf } from './cpf.ts';
export { isValidCnpj } from './cnpj.ts';
export { BRAZILIAN_DDDS, isValidDdd, isValidBrazilianPhone } from './phone.ts';
export { isValidCep } from './cep.ts';
export { isValidEmail } from './email.ts';
export { detectCardBrand } from './cardBrand.ts';
export type { CardBrand } from './cardBrand.ts';
export { formatBRL, parseBRLToCents } from './money.ts';
export { SAO_PAULO_UTC_OFFSET, formatDate, saoPauloDayRange, toSaoPauloDate } from './date.ts';
export type { SaoPauloDayRange } from './date.ts';
export { maskCep, maskCpf, maskInternationalPhone, maskPhone } from './masks.ts';
export { withoutAccents } from './accents.ts';
export { classInstant, hours, saoPauloToday, weekdayOf } from './classTime.ts';
