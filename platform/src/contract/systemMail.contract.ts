import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemMail } from '../ports/mail.ts';

export interface Delivered {
  readonly to: readonly string[];
  /** What the recipient gets: subject, text and HTML as delivered. */
  readonly content: string;
}

export interface SystemMailFixture {
  readonly mail: SystemMail;
  /** Every message the recipients received so far. */
  delivered(): Promise<Delivered[]>;
  /** The bytes the adapter keeps at rest (its files), as text. */
  atRest(): string;
  cleanup(): Promise<void>;
}

const PASSWORD = 'S3nh@<Forte>&9';
const TOKEN = 'tok3n-abcdefghijklmnopqrstuvwxyz_0123456789';
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The system mail contract (issue 36), run unchanged against every adapter. */
export function systemMailContract(name: string, factory: () => Promise<SystemMailFixture>): void {
  describe(`SystemMail contract: ${name}`, () => {
    let fixture: SystemMailFixture;
    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(() => fixture.cleanup());

    const send = (to: string) =>
      fixture.mail.send({
        to: [to],
        subject: 'Sua senha de acesso',
        text: `Sua senha é: ${PASSWORD}\nOu use o link https://gym.test/r?token=${encodeURIComponent(TOKEN)}`,
        html: `<p>Sua senha é: <strong>${escaped(PASSWORD)}</strong></p><a href="https://gym.test/r?token=${TOKEN}">link</a>`,
        secrets: [PASSWORD, TOKEN],
      });

    it('delivers the message, its password and link included, to the recipient', async () => {
      await send('ana@exemplo.com.br');
      const mine = (await fixture.delivered()).filter((m) => m.to.includes('ana@exemplo.com.br'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.content).toContain('Sua senha de acesso');
      expect(mine[0]!.content).toContain(TOKEN);
      expect(mine[0]!.content).toMatch(/S3nh@(<|&lt;)Forte(>|&gt;)(&|&amp;)9/);
    });

    it('keeps nothing of a password or a token in clear at rest', async () => {
      await send('bia@exemplo.com.br');
      const stored = fixture.atRest();
      expect(stored).toContain('bia@exemplo.com.br');
      for (const secret of [PASSWORD, escaped(PASSWORD), TOKEN, encodeURIComponent(PASSWORD)])
        expect(stored).not.toContain(secret);
    });

    it('lists what was sent to an address and forgets it on request', async () => {
      await send('caio@exemplo.com.br');
      await send('caio@exemplo.com.br');
      const sent = await fixture.mail.sentTo('Caio@Exemplo.com.br');
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatchObject({ to: ['caio@exemplo.com.br'], subject: 'Sua senha de acesso' });
      expect(JSON.stringify(sent)).not.toContain(TOKEN);
      expect(await fixture.mail.forget('caio@exemplo.com.br')).toBe(2);
      expect(await fixture.mail.sentTo('caio@exemplo.com.br')).toEqual([]);
      expect(fixture.atRest()).not.toContain('caio@exemplo.com.br');
      expect(await fixture.mail.sentTo('bia@exemplo.com.br')).toHaveLength(1);
    });
  });
}
