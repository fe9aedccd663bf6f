import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { getAccountByCode } from '@gym/projection-service';
import { browserUnavailableReason } from './browser.testkit.ts';
import { openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const APPROVE = '5555 5555 5555 4444';
const FUNDS = '4000 0000 0000 9995';
const CVV = '842';
const SECOND_SECRET = 'sk_test_pagarme_e2e_321';

/** The checkout page buying through the second provider (our Pagar.me core v5 sandbox) when the account prefers it. */
describe.skipIf(skipReason !== null)(
  'checkout through the preferred second provider in Chromium',
  {
    timeout: 240_000,
  },
  () => {
    let session: ConsoleSession;
    const logs: string[] = [];
    const requests: Array<{ url: string; body: string }> = [];
    const gql = async (endpoint: string, query: string, variables: unknown, token?: string) =>
      (await (
        await fetch(`${session.server.url}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: any; errors?: unknown };

    beforeAll(async () => {
      session = await openConsoleSession({
        log: (message, error) => logs.push(`${message} ${error instanceof Error ? error.stack : String(error ?? '')}`),
        checkoutLimits: { perAddress: 100, perCard: 100, tokenizePerAddress: 100 },
      });
      const login = await gql(
        '/alderaan/graphql',
        'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }',
        {
          e: demo.operator.email,
          p: demo.operator.password,
        },
      );
      const accountId = (await getAccountByCode(session.server.services.documents, demo.accountCode))!.id;
      const saved = await gql(
        '/alderaan/graphql',
        'mutation($input: AccountInput!) { createOrUpdateAccount(input: $input) { account { preferredPayment } } }',
        {
          input: {
            id: accountId,
            name: 'Academia Demo',
            secondProviderEnabled: true,
            secondProviderSecretKey: SECOND_SECRET,
            preferredPayment: 'mundipagg',
          },
        },
        login.data.login.token,
      );
      expect(saved.errors).toBeUndefined();
    });
    afterAll(async () => {
      await session?.close();
    });

    it('tokenizes at Pagar.me with the public key, buys, and a declined card says why', async () => {
      const page = session.page;
      page.on('request', (r) => requests.push({ url: r.url(), body: r.postData() ?? '' }));
      await page.goto(`${session.server.url}/${demo.accountCode}/checkout?variant=B`);
      const seen = (text: string | RegExp) =>
        expect.poll(() => page.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await seen('Academia Demo');
      await page.getByRole('button', { name: 'Escolher Plano Mensal' }).click();
      await page.getByLabel('Nome', { exact: true }).fill('Bruna');
      await page.getByLabel('Sobrenome').fill('Pagarme');
      await page.getByLabel('E-mail').fill('bruna.pagarme@exemplo.com.br');
      await page.getByLabel('CPF').fill('11144477735');
      await page.getByLabel('Telefone').fill('11987654321');
      await page.getByLabel('Gênero').selectOption('Feminino');
      await page.getByRole('button', { name: 'Continuar' }).first().click();
      const fillCard = async (number: string) => {
        await page.getByLabel('Número do cartão').fill(number.replace(/\D/g, ''));
        await page.getByLabel('Nome no cartão').fill('BRUNA PAGARME');
        await page.getByLabel('Validade').fill('1239');
        await page.getByLabel('CVV').fill(CVV);
      };
      await fillCard(FUNDS);
      await page.getByRole('button', { name: 'Finalizar compra' }).click();
      await seen('Pagamento recusado: Saldo insuficiente.');
      await fillCard(APPROVE);
      await page.getByRole('button', { name: 'Finalizar compra' }).click();
      await seen('Parabéns!');

      // The card went to Pagar.me's tokenization only (public key), never to the purchase or the card sandbox.
      const tokenCalls = requests.filter((r) =>
        r.url.includes('/payments/sandbox/pagarme/core/v5/tokens?appId=pk_test_'),
      );
      expect(tokenCalls.length).toBe(2);
      expect(tokenCalls[1]!.body).toContain(APPROVE.replace(/ /g, ''));
      expect(requests.some((r) => r.url.endsWith('/payments/sandbox/tokens'))).toBe(false);
      const purchases = requests.filter((r) => r.url.endsWith(`/${demo.accountCode}/checkout`) && r.body);
      expect(purchases.length).toBe(2);
      for (const p of purchases) {
        expect(p.body).toContain('"card_token":"token_');
        expect(p.body).not.toContain(APPROVE.replace(/ /g, ''));
        expect(p.body).not.toContain(CVV);
      }
      const events = await session.server.services.eventStore.readAll(0, 100_000);
      const bought = events.filter((e) => e.type === 'CheckoutPurchaseCompleted');
      expect(bought.length).toBe(1);
      expect(bought[0]!.data).toMatchObject({ provider: 'mundipagg', card: { brand: 'mastercard', last4: '4444' } });
    });

    it('leaves no card number or CVV in the data folder or the server logs', async () => {
      const dataDir = path.dirname((session.server.services.mail as unknown as { file: string }).file);
      const needles = [APPROVE, APPROVE.replace(/ /g, ''), FUNDS, FUNDS.replace(/ /g, '')];
      let scanned = 0;
      for (const file of walk(dataDir)) {
        const text = readFileSync(file).toString('latin1');
        scanned += text.length;
        for (const needle of needles) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
        expect(/"cvv"\s*:|"credit_card_number"/i.test(text), `card field names in ${file}`).toBe(false);
        expect(text.includes(`"${CVV}"`), `CVV in ${file}`).toBe(false);
      }
      expect(scanned).toBeGreaterThan(10_000);
      const logText = logs.join('\n');
      for (const needle of [...needles, SECOND_SECRET]) expect(logText.includes(needle)).toBe(false);
    });
  },
);

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
