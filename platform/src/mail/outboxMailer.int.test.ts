import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemMailContract } from '../contract/systemMail.contract.ts';
import { OutboxMailer, type OutboxSealer } from './outboxMailer.ts';

/** AES-256-GCM like the API's secret box (command-service/src/security/secretBox.ts). */
function testSealer(): OutboxSealer {
  const key = randomBytes(32);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `enc:v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    open(sealed) {
      const [iv, tag, data] = sealed.slice('enc:v1:'.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const tempOutbox = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  return { dir, file: path.join(dir, 'mail', 'mail-outbox.jsonl') };
};
const fileText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

systemMailContract('outbox (embedded default, secrets sealed)', async () => {
  const { dir, file } = tempOutbox();
  const outbox = new OutboxMailer(file, { sealer: testSealer() });
  return {
    mail: outbox,
    delivered: async () =>
      outbox.read().map((m) => ({ to: m.to, content: [m.subject, m.text ?? '', m.html].join('\n') })),
    atRest: () => fileText(file),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('outbox', () => {
  it('hides the secrets when it has no key to seal them with, and writes the file 0600 in a 0700 folder', async () => {
    const { dir, file } = tempOutbox();
    const outbox = new OutboxMailer(file);
    await outbox.send({ to: ['a@b.com'], subject: 's', html: '<p>senha 12345678</p>', secrets: ['12345678'] });
    expect(outbox.read()[0]!.html).toBe('<p>senha ••••••</p>');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    rmSync(dir, { recursive: true, force: true });
  });

  it('prunes entries past the age limit and the oldest past the size limit', async () => {
    const { dir, file } = tempOutbox();
    let now = new Date('2026-01-01T00:00:00Z');
    const outbox = new OutboxMailer(file, { now: () => now, maxAgeMs: 7 * 86_400_000, maxBytes: 4000 });
    await outbox.send({ to: ['velho@b.com'], subject: 'antigo', html: '<p>x</p>' });
    now = new Date('2026-01-10T00:00:00Z');
    // A new outbox on the same file (a restart) prunes what is older than 7 days.
    const reopened = new OutboxMailer(file, { now: () => now, maxAgeMs: 7 * 86_400_000, maxBytes: 4000 });
    expect(reopened.read()).toEqual([]);
    for (let i = 0; i < 60; i++) await reopened.send({ to: [`n${i}@b.com`], subject: `m${i}`, html: 'x'.repeat(100) });
    expect(statSync(file).size).toBeLessThanOrEqual(4000);
    const kept = reopened.read();
    expect(kept.at(-1)!.subject).toBe('m59');
    expect(kept.length).toBeLessThan(60);
    rmSync(dir, { recursive: true, force: true });
  });
});
