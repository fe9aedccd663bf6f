import '@gym/contracts/security/zodLocale';
import { accountSettingsInputSchema } from '@gym/contracts/accounts/settingsInput';
import { messages } from '@gym/contracts/messages';

/**
 * The settings' field errors, checked on every change (spec 000: 'Campo obrigatório', 'Email inválido').
 * An empty name says 'Campo obrigatório' under the field; 'Sua conta não pode ser salva sem um nome' is
 * the toast's text (issue 35: the field showed the toast's text).
 */
export function settingsFieldErrors(payload: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = accountSettingsInputSchema.safeParse(payload);
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  if (typeof payload.name !== 'string' || !payload.name.trim()) errors.name = messages.required;
  return errors;
}
