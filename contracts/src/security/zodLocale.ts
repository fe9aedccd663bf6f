import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/**
 * The too-long message, for a `.max()` on a `z.string({ message })`: zod 4 gives such a check the
 * schema's own message (issue 35: a 300-character name was told it lacked a last name).
 */
export const tooLongText = (maximum: number) => `Use no máximo ${plural(maximum, 'caractere', 'caracteres')}`;

/**
 * zod's own messages in Brazilian Portuguese, worded for the people filling the form (issue 35: zod's
 * bundled 'pt' locale is European Portuguese and technical, 'Demasiado grande: esperava que o texto tivesse
 * <= 120 caracteres', and reached users). Messages a schema words itself always win over these.
 */
export function ptBrZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Campo obrigatório'
        : 'Valor inválido';
    case 'too_big':
      if (issue.origin === 'string') return tooLongText(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Escolha no máximo ${plural(issue.maximum, 'item', 'itens')}`;
      if (issue.origin === 'file') return 'Arquivo grande demais';
      if (issue.origin === 'date') return 'Data posterior ao permitido';
      return `O valor máximo é ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Campo obrigatório'
          : `Use pelo menos ${plural(issue.minimum, 'caractere', 'caracteres')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Escolha pelo menos ${plural(issue.minimum, 'item', 'itens')}`;
      if (issue.origin === 'date') return 'Data anterior ao permitido';
      return `O valor mínimo é ${String(issue.minimum)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Email inválido';
      if (issue.format === 'url') return 'Endereço inválido';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Data inválida';
      return 'Formato inválido';
    case 'invalid_value':
      return 'Opção inválida';
    case 'not_multiple_of':
      return 'Valor inválido';
    case 'unrecognized_keys':
      return 'Campo não reconhecido';
    default:
      return 'Valor inválido';
  }
}

/** Installed wherever the contracts are loaded, server and browsers alike: no zod text is English or European. */
z.config({ localeError: ptBrZodMessage });

// In a browser our pages' CSP forbids eval: zod's JIT would probe `new Function` (a CSP violation
// report on every page, issue 36); parsing without it is what the browsers can run anyway.
if (typeof document !== 'undefined') z.config({ jitless: true });
