import { formatFileSize, uploadLimits, uploadMessages } from '@gym/contracts/uploads/uploads';
import { describe, expect, it } from 'vitest';
import {
  activePlan,
  brl,
  cardComplete,
  maskCardNumber,
  maskExpiry,
  maskPhone,
  photoError,
  type MemberPlan,
} from './accountLogic';

const plan = (over: Partial<MemberPlan>): MemberPlan => ({
  id: 'p',
  name: 'Plano',
  status: 'active',
  statusLabel: 'Ativo',
  startDate: '2026-01-01',
  endDate: null,
  total: 100,
  card: null,
  overdueAmount: 0,
  planPayments: [],
  ...over,
});

describe('the member app: plan, payments and profile rules', () => {
  it('picks the active plan, else an overdue one, else a pending one', () => {
    expect(activePlan([plan({ id: 'a', status: 'finished' }), plan({ id: 'b' })])?.id).toBe('b');
    expect(activePlan([plan({ id: 'a', status: 'canceled', overdueAmount: 10 })])?.id).toBe('a');
    expect(activePlan([plan({ id: 'a', status: 'payment_pending' })])?.id).toBe('a');
    expect(activePlan([plan({ status: 'finished' })])).toBeNull();
  });

  it('shows money as BRL with comma decimals', () => {
    expect(brl(8990)).toBe('R$ 89,90');
    expect(brl(123456)).toBe('R$ 1.234,56');
  });

  it('masks the phone as (99) 99999-9999 while typing', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 9876-54321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
  });

  it("refuses a photo of another type or over 10 MB with the spec's messages", () => {
    expect(photoError({ type: 'image/png', size: 1000 })).toBeNull();
    // The same words and limit as the upload gate (kept apart from zod to keep the app small).
    expect(photoError({ type: 'image/svg+xml', size: 1000 })).toBe(uploadMessages.typeNotAccepted);
    expect(photoError({ type: 'image/jpeg', size: uploadLimits.image + 1 })).toBe(
      uploadMessages.tooLarge(formatFileSize(uploadLimits.image)),
    );
  });

  it('checks and masks the card form', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1229')).toBe('12/29');
    expect(cardComplete({ number: '4111 1111 1111 1111', name: 'Ana Souza', expiry: '12/29', cvv: '123' })).toBe(true);
    expect(cardComplete({ number: '4111', name: 'Ana Souza', expiry: '12/29', cvv: '123' })).toBe(false);
    expect(cardComplete({ number: '4111 1111 1111 1111', name: 'Ana Souza', expiry: '13/29', cvv: '123' })).toBe(false);
  });
});
