import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const UPDATE = `mutation($input: CheckoutAppearanceInput!) {
  updateCheckoutAppearance(input: $input) { label imageUrl theme { text background primary primaryText } } }`;

/** The account's own checkout label, image and colours, set by its admin and shown by the public checkout. */
describe('checkout appearance over HTTP', () => {
  let t: TestServer;
  let token: string;
  const publicAccount = async () => (await (await fetch(`${t.url}/${demo.accountCode}/checkout/plans`)).json()).account;
  const changes = async () =>
    (await t.server.services.eventStore.readAll(0, 1_000_000)).filter((e) => e.type === 'CheckoutAppearanceChanged');
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('shows the account name and no theme of its own until one is set (the page uses spec 002 defaults)', async () => {
    const account = await publicAccount();
    expect(account).toMatchObject({ label: account.name, theme: null });
    const read = await t.gql(ADMIN, '{ checkoutAppearance { label imageUrl theme { primary } } }', {}, token);
    expect(read.data.checkoutAppearance).toEqual({ label: null, imageUrl: null, theme: { primary: null } });
  });

  it('saves the label, image and colours, and the checkout answers them', async () => {
    const input = {
      label: 'Academia Demo Oficial',
      imageUrl: 'https://exemplo.com.br/logo.png',
      theme: { primary: '#112233', primaryText: '#FFFFFF' },
    };
    const saved = await t.gql(ADMIN, UPDATE, { input }, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateCheckoutAppearance).toEqual({
      label: 'Academia Demo Oficial',
      imageUrl: 'https://exemplo.com.br/logo.png',
      theme: { text: null, background: null, primary: '#112233', primaryText: '#FFFFFF' },
    });
    expect(await publicAccount()).toMatchObject({
      label: 'Academia Demo Oficial',
      image: 'https://exemplo.com.br/logo.png',
      theme: { primary: '#112233', primaryText: '#FFFFFF' },
    });
    // The same save again records nothing.
    await t.gql(ADMIN, UPDATE, { input }, token);
    expect(await changes()).toHaveLength(1);
  });

  it('refuses a colour that is not #RRGGBB and a label over 60 characters, writing nothing', async () => {
    const badColour = await t.gql(ADMIN, UPDATE, { input: { theme: { primary: 'red; background: url(x)' } } }, token);
    expect(badColour.errors?.[0]?.message).toBe('Cor inválida: use o formato #RRGGBB');
    const longLabel = await t.gql(ADMIN, UPDATE, { input: { label: 'x'.repeat(61) } }, token);
    expect(longLabel.errors?.[0]?.message).toBe('Use no máximo 60 caracteres');
    expect(await changes()).toHaveLength(1);
    expect((await publicAccount()).theme).toEqual({ primary: '#112233', primaryText: '#FFFFFF' });
  });

  it('clears back to the defaults when saved empty', async () => {
    await t.gql(ADMIN, UPDATE, { input: { label: '', imageUrl: '', theme: { primary: '', primaryText: '' } } }, token);
    const account = await publicAccount();
    expect(account).toMatchObject({ label: account.name, theme: null });
  });
});
