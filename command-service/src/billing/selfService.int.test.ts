import { billingMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../checkout/checkoutApi.testkit.ts';
import { startBillingServer, studentWithCardPlan, type BillingServer } from './billingTestServer.testkit.ts';
import { runDailyCharges } from './chargeRun.ts';

const noonOf = (day: string) => `${day}T15:00:00.000Z`;

/** The member's self-service link (item 3) over HTTP: the e-mailed link, a new card, Pix, and refusals. */
describe('paying overdue payments from the e-mailed link', { timeout: 120_000 }, () => {
  let t: BillingServer;
  const call = async (path: string, init?: { method?: string; body?: unknown }) => {
    const response = await fetch(`${t.url}${path}`, {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  /** A student whose first card payment failed today; the link of the failure e-mail. */
  async function overdueStudent(value: number) {
    t.clock.set(noonOf('2026-01-05'));
    const plan = await studentWithCardPlan(t, await t.adminToken(), { installments: 2, value });
    const ref = (await t.server.services.documents.collection<any>('recurringBilling').get(plan.studentPlanId)).card
      .customerRef;
    t.sandbox.declineNextCharges(ref, 1);
    t.clock.set(noonOf((plan.payments[0] as { date: string }).date));
    await runDailyCharges(t.server.services);
    const mail = t.mails().find((m) => m.to.includes(plan.email) && m.subject.startsWith('Pagamento não aprovado'));
    const link = /Pagar agora: (\S+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error('no link in the failure e-mail');
    const url = new URL(link);
    return { plan, path: url.pathname, token: url.searchParams.get('t')! };
  }

  beforeAll(async () => {
    t = await startBillingServer(noonOf('2026-01-05'));
  });
  afterAll(() => t.close());

  it('shows the overdue payment, pays it with a new card that replaces the card on file', async () => {
    const { plan, path, token } = await overdueStudent(6000);
    expect(path).toBe('/demo/pagamento');
    const data = await call(`/demo/pagamento/dados?t=${token}`);
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ plan: 'Mensal no cartão', card: { brand: 'visa', last4: '1111' }, total: 6000 });
    expect(data.body.payments).toHaveLength(1);
    const card = await tokenize(t.url, '5555555555554444');
    const paid = await call('/demo/pagamento/cartao', {
      method: 'POST',
      body: { t: token, card_token: card.body.token },
    });
    expect(paid.body).toEqual({ status: 'approved', message: null });
    const after = await call(`/demo/pagamento/dados?t=${token}`);
    expect(after.body).toMatchObject({ card: { brand: 'mastercard', last4: '4444' }, total: 0, payments: [] });
    const { events } = await t.server.services.eventStore.readStream(`recurringBilling-${plan.studentPlanId}`);
    expect(events.map((e) => e.type)).toContain('OverduePaymentRecovered');
    expect(events.find((e) => e.type === 'OverduePaymentRecovered')?.data).toMatchObject({ via: 'self_service' });
    // Issue 34: the new card goes on file only after the provider approved it.
    const types = events.map((e) => e.type);
    expect(types.lastIndexOf('CardOnFileSaved')).toBeGreaterThan(types.indexOf('OverduePaymentRecovered'));
  });

  it('a declined new card never replaces the card on file (issue 34)', async () => {
    const { token } = await overdueStudent(5000);
    const declined = await tokenize(t.url, '4000000000009995');
    const paid = await call('/demo/pagamento/cartao', {
      method: 'POST',
      body: { t: token, card_token: declined.body.token },
    });
    expect(paid.body.status).toBe('declined');
    const after = await call(`/demo/pagamento/dados?t=${token}`);
    expect(after.body).toMatchObject({ card: { brand: 'visa', last4: '1111' }, total: 5000 });
  });

  it('pays with Pix: a copy-and-paste code and a QR code; pending until the sandbox confirms, then recovered', async () => {
    const { plan, token } = await overdueStudent(4500);
    const pix = await call('/demo/pagamento/pix', { method: 'POST', body: { t: token } });
    expect(pix.body.amount).toBe(4500);
    expect(pix.body.copyPasteCode).toMatch(/^000201.*540545\.00.*6304[0-9A-F]{4}$/);
    expect(pix.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await call(`/demo/pagamento/pix/${pix.body.pixId}?t=${token}`)).body).toEqual({ status: 'pending' });
    t.clock.advance(6000);
    expect((await call(`/demo/pagamento/pix/${pix.body.pixId}?t=${token}`)).body).toEqual({ status: 'paid' });
    expect((await call(`/demo/pagamento/dados?t=${token}`)).body.total).toBe(0);
    const { events } = await t.server.services.eventStore.readStream(`recurringBilling-${plan.studentPlanId}`);
    expect(events.filter((e) => e.type === 'OverduePaymentRecovered')).toHaveLength(1);
    // Asking again changes nothing.
    expect((await call(`/demo/pagamento/pix/${pix.body.pixId}?t=${token}`)).body).toEqual({ status: 'paid' });
  });

  it('refuses a forged, altered, expired or other-account link with the same pt-BR message', async () => {
    const { token } = await overdueStudent(3000);
    const refused = { error: billingMessages.linkInvalid, code: 'NOT_FOUND' };
    expect(await call('/demo/pagamento/dados?t=abc.def')).toEqual({ status: 404, body: refused });
    expect(await call(`/demo/pagamento/dados?t=${token.slice(0, -2)}xx`)).toEqual({ status: 404, body: refused });
    expect(await call(`/outra-academia/pagamento/dados?t=${token}`)).toEqual({ status: 404, body: refused });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await call(`/demo/pagamento/dados?t=${token}`)).toEqual({ status: 404, body: refused });
  });
});
