import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { seedBillingDemo } from '@gym/command-service';
import type { MailMessage } from '@gym/platform';
import { getAccountByCode } from '@gym/projection-service';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, type ConsoleSession } from './console.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

/** The member fixes an overdue payment alone, from the link e-mailed at the failure (issue 24, item 3). */
describe.skipIf(skipReason !== null)(
  'the member pays an overdue payment from the e-mailed link',
  { timeout: 180_000 },
  () => {
    let session: ConsoleSession;
    let page: Page;
    const sent: MailMessage[] = [];
    const linkFor = (email: string) => {
      const mail = sent.find((m) => m.to.includes(email) && m.subject.startsWith('Pagamento não aprovado'));
      const link = /Pagar agora: (\S+)/.exec(mail?.text ?? '')?.[1];
      if (!link) throw new Error(`no failure e-mail with a link to ${email}`);
      return link;
    };
    const overdueOf = async () => {
      const { login } = await session.adminGql(
        `mutation { login(email: "${demo.admin.email}", password: "${demo.admin.password}") { token } }`,
      );
      return (await session.adminGql('{ overdueStudents { studentName overdue } }', {}, login.token))
        .overdueStudents as Array<{
        studentName: string;
      }>;
    };

    beforeAll(async () => {
      // The e-mails the server sends, kept here (the mail port; the embedded outbox is a file of the same messages).
      session = await openConsoleSession({
        chargeRun: false,
        mail: {
          async send(message) {
            sent.push(message);
            return { messageId: String(sent.length) };
          },
          sentTo: async () => [],
          forget: async () => 0,
        },
      });
      page = await newConsolePage(session.browser, { width: 375, height: 800 });
      const account = await getAccountByCode(session.server.services.documents, demo.accountCode);
      for (const email of ['bruno.lima@exemplo.com.br', 'carla.mendes@exemplo.com.br']) {
        if (!(await seedBillingDemo(session.server.services, account!.id, email))) throw new Error('not seeded');
      }
    });
    afterAll(async () => {
      await session?.close();
    });

    it('pays with a new card, which replaces the card on file', async () => {
      await page.goto(linkFor('bruno.lima@exemplo.com.br'));
      await page
        .getByText('Olá, Bruno. Há 1 pagamento(s) em atraso do plano Plano Trimestral na Academia Demo.')
        .waitFor();
      await expect.poll(() => page.getByText('Cartão salvo: visa final 9995').count()).toBe(1);
      await page.getByLabel('Número do cartão').fill('4111111111111111');
      await expect.poll(() => page.getByLabel('Número do cartão').inputValue()).toBe('4111 1111 1111 1111');
      await page.getByLabel('Nome impresso no cartão').fill('BRUNO LIMA');
      await page.getByLabel('Validade (MM/AA)').fill('1239');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Pagar R$ 89,90 e salvar o cartão' }).click();
      await page.getByText('Pagamento aprovado! O novo cartão foi salvo para as próximas cobranças.').waitFor();
      expect((await overdueOf()).map((s) => s.studentName)).not.toContain('Bruno Lima');
      // No sideways scrolling on a 375 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    it('pays with Pix: the QR code and the copy-and-paste code, confirmed by the sandbox after a delay', async () => {
      await page.goto(linkFor('carla.mendes@exemplo.com.br'));
      await page.getByRole('button', { name: 'Gerar Pix de R$ 89,90' }).click();
      const qr = page.getByAltText('QR Code do Pix');
      await qr.waitFor();
      await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect
        .poll(() => page.getByLabel('Pix copia e cola').inputValue())
        .toMatch(/^000201.*540589\.90.*6304[0-9A-F]{4}$/);
      await page.getByText('Aguardando a confirmação do Pix...').waitFor();
      await page.getByText('Pagamento confirmado! Obrigado.').waitFor({ timeout: 30_000 });
      expect((await overdueOf()).map((s) => s.studentName)).toEqual([]);
    });

    it('answers a tampered link with the pt-BR message', async () => {
      await page.goto(`${linkFor('carla.mendes@exemplo.com.br')}x`);
      await page.getByText('Este link de pagamento é inválido ou expirou. Procure a recepção da academia.').waitFor();
    });
  },
);
