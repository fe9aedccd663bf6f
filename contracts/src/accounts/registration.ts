import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';
import { isValidCep } from '../validation/cep.ts';
import { accountTypes } from './enums.ts';
import { isValidCpf } from '../validation/cpf.ts';
import { onlyDigits } from '../validation/digits.ts';
import { isValidEmail } from '../validation/email.ts';

/** Spec 000 section 5 'Registration wizard': the wizard's own messages, word for word. */
export const registrationMessages = {
  nameTwoWords: 'Você precisa preencher Nome e Sobrenome',
  // ours (issue 35): a 300-character name was told it lacked a last name
  nameTooLong: 'Use no máximo 100 caracteres no nome e 100 no sobrenome',
  invalidEmail: 'Email inválido',
  invalidPhone: 'Número de telefone inválido',
  passwordMin: 'Sua senha deve ter pelo menos 8 caracteres',
  category: 'Selecione uma categoria',
  subcategory: 'Selecione uma subcategoria',
  cref: 'CREF inválido',
  street: 'Rua inválida',
  number: 'Número inválido',
  neighborhood: 'Bairro inválido',
  zipcode: 'CEP inválido',
  cpf: 'CPF inválido',
  success: 'Conta criada com sucesso! Já pode acessar o sistema.',
  successHint: 'Entre no sistema com seu email e senha que acabou de criar.',
  failure: 'Erro ao criar conta. Por favor, tente novamente.',
  /** Ours: the photo is chosen in step 3 and sent once the account exists. */
  avatarChosen: 'Foto escolhida: será enviada ao criar a conta.',
  avatarFailed: 'Sua conta foi criada, mas não conseguimos enviar a foto. Envie-a em Configurações.',
  // ours: the spec names no message for these
  atuationType: 'Selecione o tipo de atuação',
  city: 'Cidade inválida',
  state: 'Estado inválido',
  accountType: 'Escolha Personal ou Academia',
  passwordOrToken: 'Informe uma senha ou entre com sua conta',
} as const;

/** The 27 Brazilian state codes (26 states and the Federal District). */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

export const atuationTypes = ['presencial', 'online', 'presencial_online'] as const;
export type AtuationType = (typeof atuationTypes)[number];
export const atuationTypeLabels: Record<AtuationType, string> = {
  presencial: 'Presencial',
  online: 'Online',
  presencial_online: 'Presencial e Online',
};

const m = registrationMessages;
const text = (message: string) => z.string({ message }).trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

/** Step 1: personal data. `password` may be absent when a token is supplied (the server checks). */
export const registrationStep1Schema = z.object({
  name: z.string({ message: m.nameTwoWords }).trim().min(1, m.nameTwoWords).max(100, m.nameTooLong),
  lastName: z.string({ message: m.nameTwoWords }).trim().min(1, m.nameTwoWords).max(100, m.nameTooLong),
  email: z
    .string({ message: m.invalidEmail })
    .trim()
    .refine(isValidEmail, m.invalidEmail)
    .transform((v) => v.toLowerCase()),
  phone: z
    .string({ message: m.invalidPhone })
    .trim()
    .refine((v) => v.length >= 11 && onlyDigits(v).length === 11, m.invalidPhone)
    .transform(onlyDigits),
  password: z.string().min(8, m.passwordMin).max(200).nullish(),
});

export const registrationStep2Schema = z.object({
  // issue 35 (beyond the spec's fields): a personal trainer or a gym signs up; personal when not said.
  accountType: z
    .enum(accountTypes, { message: m.accountType })
    .nullish()
    .transform((v) => v ?? 'personal'),
  atuationType: z.enum(atuationTypes, { message: m.atuationType }),
  category: text(m.category).pipe(z.string().max(60)),
  subcategory: text(m.subcategory).pipe(z.string().max(60)),
  // ours: CREF is the physical-education council number; other professions (nutrition) have none,
  // so it may be left empty, and when given it has at least 3 characters.
  cref: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || v.length >= 3, m.cref),
});

export const registrationStep3Schema = z.object({
  cpf: z.string({ message: m.cpf }).trim().refine(isValidCpf, m.cpf).transform(onlyDigits),
  zipcode: z.string({ message: m.zipcode }).trim().refine(isValidCep, m.zipcode).transform(onlyDigits),
  street: text(m.street).pipe(z.string().max(200)),
  number: text(m.number).pipe(z.string().max(20)),
  complement: optionalText,
  neighborhood: text(m.neighborhood).pipe(z.string().max(120)),
  city: text(m.city).pipe(z.string().max(120)),
  state: z.enum(brazilianStates, { message: m.state }),
  avatar: z
    .string()
    .trim()
    .url()
    .max(2000)
    .nullish()
    .transform((v) => v ?? null),
});

/** createAccount (global scope): the wizard's three steps in one payload. */
export const createAccountInputSchema = registrationStep1Schema
  .merge(registrationStep2Schema)
  .merge(registrationStep3Schema);
export type CreateAccountInput = z.input<typeof createAccountInputSchema>;
export type ValidCreateAccountInput = z.output<typeof createAccountInputSchema>;

/**
 * What the wizard recorded about the owner's practice, kept with the account's creation (the
 * settings screen shows none of it; the operator and a later billing record do).
 */
export const accountRegistrationSchema = z.object({
  atuationType: z.enum(atuationTypes),
  cref: z.string().nullable(),
  zipcode: notPersonal(
    z.string(),
    "the gym owner's practice, from the sign-up wizard: an account's, not a student's; student erasure does not cover it",
  ),
  street: notPersonal(
    z.string(),
    "the gym owner's practice, from the sign-up wizard: an account's, not a student's; student erasure does not cover it",
  ),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  avatar: notPersonal(
    z.string().nullable(),
    "the gym owner's practice, from the sign-up wizard: an account's, not a student's; student erasure does not cover it",
  ),
});
export type AccountRegistration = z.infer<typeof accountRegistrationSchema>;
