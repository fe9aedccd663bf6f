// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import { Alert, Stack } from '@mui/material';
import {
  accountBillingInputSchema,
  billingTypeLabels,
  billingTypes,
  documentLabel,
  hasBillingRecord,
  maskDocument,
  type AccountBilling,
} from '@gym/contracts/accounts/billing';
import { registrationMessages } from '@gym/contracts/accounts/registration';
import { maskCep, maskPhone } from '@gym/contracts/validation/masks';
import { useNotify } from 'react-admin';
import { errorMessage } from '../lib/notifyError';
import { lookupZipcode } from '../dataProvider/registration';
import type { Binder } from '../lib/settingsFields';
import type { FormValues } from '../lib/settingsPayload';

/** The AccountBilling fields, kept flat in the settings form as `billing_<field>`. */
export const billingFields = [
  'billingType',
  'documentId',
  'phone',
  'email',
  'zipcode',
  'neighborhood',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
] as const satisfies readonly (keyof AccountBilling)[];
export const billingKey = (field: (typeof billingFields)[number]) => `billing_${field}`;

/** The loaded record into the form's flat values. */
export function billingToValues(billing: Partial<AccountBilling> | null | undefined): FormValues {
  return Object.fromEntries(billingFields.map((f) => [billingKey(f), billing?.[f] ?? null]));
}

/** The form's billing values as the accountBilling variable (empty values dropped); null when all empty. */
export function billingPayload(values: FormValues): Record<string, string> | null {
  const entries = billingFields
    .map((f) => [f, values[billingKey(f)]] as const)
    .filter(
      (e): e is readonly [(typeof billingFields)[number], string] => typeof e[1] === 'string' && e[1].trim() !== '',
    );
  return entries.length ? Object.fromEntries(entries) : null;
}

/** Field errors of the billing section, under their flat keys. */
export function billingErrors(payload: Record<string, string> | null): Record<string, string> {
  if (!payload) return {};
  const result = accountBillingInputSchema.safeParse(payload);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[`billing_${String(issue.path[0])}`] ??= issue.message;
  // ours (issue 35): a half-typed phone or CEP was saved silently; a support phone may be a landline (10 digits).
  const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '').length;
  if (payload.phone && ![10, 11].includes(digits(payload.phone)))
    errors.billing_phone ??= registrationMessages.invalidPhone;
  if (payload.zipcode && digits(payload.zipcode) !== 8) errors.billing_zipcode ??= registrationMessages.zipcode;
  return errors;
}

/**
 * Spec 000 sections 4 and 5: read-only once the account has a billing record, outside the operator
 * scope.
 */
export const billingReadOnly = (scope: 'operator' | 'account', record: AccountBilling | null | undefined) =>
  scope !== 'operator' && hasBillingRecord(record);

/** Faturamento: billing type, document, support phone and e-mail, invoice address with the postal-code lookup. */
export const BillingTab = ({
  bind,
  values,
  set,
  readOnly,
}: {
  bind: Binder;
  values: FormValues;
  set: (name: string, value: FormValues[string]) => void;
  readOnly: boolean;
}) => {
  const notify = useNotify();
  const type = typeof values.billing_billingType === 'string' ? values.billing_billingType : null;
  const masked = (mask: (v: string) => string, key: string) => ({
    disabled: readOnly,
    onChange: (e: { target: { value: string } }) => set(key, mask(e.target.value)),
  });
  const lookup = (zipcode: string) => {
    // Spec 000 section 5: only when the value is exactly 9 characters (with hyphen).
    if (zipcode.length !== 9) return;
    lookupZipcode(zipcode).then(
      (found) => {
        if (!found) return;
        if (found.street) set('billing_addressLine1', found.street);
        if (found.neighborhood) set('billing_neighborhood', found.neighborhood);
        if (found.city) set('billing_city', found.city);
        if (found.state) set('billing_state', found.state);
      },
      // The service may be down or not know the CEP: said as the branch form says it (issue 35: it was silent).
      (error: unknown) => notify(errorMessage(error), { type: 'warning' }),
    );
  };
  const off = { disabled: readOnly };
  return (
    <Stack spacing={0.5}>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Os dados de faturamento já foram registrados. Para alterá-los, fale com a administração da plataforma.
        </Alert>
      ) : null}
      {bind.select(
        'billing_billingType',
        'Tipo de faturamento',
        billingTypes.map((t) => [t, billingTypeLabels[t]]),
        {
          disabled: readOnly,
          onChange: (e) => {
            set('billing_billingType', e.target.value);
            const doc = values.billing_documentId;
            if (typeof doc === 'string' && doc) set('billing_documentId', maskDocument(doc, e.target.value));
          },
        },
      )}
      {bind.text('billing_documentId', documentLabel(type), {
        placeholder: type === 'company' ? '99.999.999/9999-99' : '999.999.999-99',
        ...masked((v) => maskDocument(v, type), 'billing_documentId'),
      })}
      {bind.text('billing_phone', 'Telefone de suporte', {
        placeholder: '(99) 99999-9999',
        ...masked(maskPhone, 'billing_phone'),
      })}
      {bind.text('billing_email', 'E-mail de faturamento', { type: 'email', ...off })}
      {bind.text('billing_zipcode', 'CEP', {
        placeholder: '99999-999',
        ...masked(maskCep, 'billing_zipcode'),
        onBlur: (e) => lookup(e.target.value),
      })}
      {bind.text('billing_addressLine1', 'Endereço', off)}
      {bind.text('billing_addressLine2', 'Complemento', off)}
      {bind.text('billing_neighborhood', 'Bairro', off)}
      {bind.text('billing_city', 'Cidade', off)}
      {bind.text('billing_state', 'Estado', off)}
      {bind.text('billing_country', 'País', { placeholder: 'Brasil', ...off })}
    </Stack>
  );
};
