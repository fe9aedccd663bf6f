import { describe, expect, it } from 'vitest';
import {
  accountBillingInputSchema,
  accountBillingMessages,
  documentLabel,
  maskDocument,
  mergeAccountBilling,
} from './billing.ts';

const messagesOf = (input: unknown) => {
  const result = accountBillingInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('AccountBilling input (spec 000 section 5)', () => {
  it('labels the document by billing type', () => {
    expect(documentLabel('company')).toBe('CNPJ');
    expect(documentLabel('individual')).toBe('CPF');
    expect(documentLabel(null)).toBe('CPF/CNPJ');
  });
  it('masks a company 99.999.999/9999-99 and an individual 999.999.999-99, partially while typing', () => {
    expect(maskDocument('11222333000181', 'company')).toBe('11.222.333/0001-81');
    expect(maskDocument('52998224725', 'individual')).toBe('529.982.247-25');
    expect(maskDocument('112223', 'company')).toBe('11.222.3');
    expect(maskDocument('5299822', 'individual')).toBe('529.982.2');
    expect(maskDocument('11222333000181', null)).toBe('11.222.333/0001-81');
    expect(maskDocument('529.982.247-25', null)).toBe('529.982.247-25');
  });
  it('verifies the check digits for the billing type', () => {
    expect(messagesOf({ billingType: 'company', documentId: '11.222.333/0001-82' })).toEqual([
      `documentId: ${accountBillingMessages.invalidCnpj}`,
    ]);
    expect(messagesOf({ billingType: 'individual', documentId: '529.982.247-26' })).toEqual([
      'documentId: CPF inválido',
    ]);
    expect(messagesOf({ billingType: 'individual', documentId: '11.222.333/0001-81' })).toEqual([
      'documentId: CPF inválido',
    ]);
    expect(messagesOf({ documentId: '123' })).toEqual([`documentId: ${accountBillingMessages.invalidDocument}`]);
    expect(messagesOf({ billingType: 'company', documentId: '11222333000181' })).toEqual([]);
  });
  it('requires texts of at least 1 character when given, a valid e-mail and a known billing type', () => {
    expect(messagesOf({ city: ' ', email: 'x@', billingType: 'ong' })).toEqual([
      'billingType: Tipo de faturamento inválido',
      'email: Email inválido',
      'city: Campo obrigatório',
    ]);
  });
  it('stores the document masked and leaves out what was not sent, which the merge then keeps (issue 35 item 6)', () => {
    const parsed = accountBillingInputSchema.parse({ billingType: 'individual', documentId: '52998224725' });
    expect(parsed).toEqual({ billingType: 'individual', documentId: '529.982.247-25' });
    const stored = mergeAccountBilling(
      accountBillingInputSchema.parse({ billingType: 'individual', documentId: '52998224725', city: 'Recife' }),
      null,
    );
    expect(mergeAccountBilling(parsed, stored)).toMatchObject({
      documentId: '529.982.247-25',
      city: 'Recife',
      phone: null,
    });
  });
});
