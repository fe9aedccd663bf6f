/** What a secret key field shows instead of the stored key; sent back unchanged, it means "keep". */
export const HIDDEN_KEY_PLACEHOLDER = '••••••••';

export type FormValues = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/**
 * Spec 000 section 5, before saving: hidden-key placeholders removed, empty values dropped, numbers
 * turned into strings. The avatar is the address the upload service gave (null when removed).
 */
export function toSettingsPayload(
  values: FormValues,
  allowed: readonly string[],
  clearable: readonly string[] = [],
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of allowed) {
    const value = values[key];
    // ours: a booking limit's blank choice ('Sem limite') is a value, sent as '' to clear the limit.
    if (clearable.includes(key) && (value === null || value === '')) {
      payload[key] = '';
      continue;
    }
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && (value.trim() === '' || value === HIDDEN_KEY_PLACEHOLDER)) continue;
    payload[key] = typeof value === 'number' ? String(value) : value;
  }
  return payload;
}
