import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { systemMailContract, type Delivered } from '../contract/systemMail.contract.ts';
import { OutboxMailer } from './outboxMailer.ts';
import { smtpMailSender, smtpOptionsFromEnv } from './smtpMailSender.ts';
import { smtpSystemMail } from './smtpSystemMail.ts';
import { systemMailFromEnv } from './systemMailFromEnv.ts';

/** A real SMTP server in this process (the `smtp-server` package, as the campaign engine's test). */
async function startSmtpServer() {
  const received: Array<Delivered & { from: string; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        // Quoted-printable soft breaks joined, so the content reads as sent.
        const content = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          content,
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

systemMailContract('SMTP (nodemailer) with the outbox keeping a copy', async () => {
  const smtp = await startSmtpServer();
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-mail-'));
  const file = path.join(dir, 'mail-outbox.jsonl');
  const transport = smtpMailSender({ host: '127.0.0.1', port: smtp.port, from: { email: 'nao-responda@gym.test' } });
  return {
    mail: smtpSystemMail(transport, new OutboxMailer(file)),
    delivered: async () => smtp.received,
    atRest: () => (existsSync(file) ? readFileSync(file, 'utf8') : ''),
    cleanup: async () => {
      transport.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('system mail from the environment', () => {
  it('sends through SMTP_HOST / SMTP_PORT from SMTP_FROM and keeps a copy without the password', async () => {
    const smtp = await startSmtpServer();
    const dir = mkdtempSync(path.join(tmpdir(), 'smtp-env-'));
    const file = path.join(dir, 'mail-outbox.jsonl');
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'Academia Demo <oi@demo.com.br>' };
    expect(smtpOptionsFromEnv(env)).toMatchObject({ from: { name: 'Academia Demo', email: 'oi@demo.com.br' } });
    const mail = systemMailFromEnv(file, env);
    await mail.send({
      to: ['ana@exemplo.com.br'],
      subject: 'Senha',
      html: '<p>senha: abc12345</p>',
      secrets: ['abc12345'],
    });
    mail.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toBe('oi@demo.com.br');
    expect(smtp.received[0]!.content).toContain('senha: abc12345');
    const copy = readFileSync(file, 'utf8');
    expect(copy).toContain('"via":"smtp"');
    expect(copy).not.toContain('abc12345');
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a refused connection throws and records nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'smtp-refused-'));
    const outbox = new OutboxMailer(path.join(dir, 'mail-outbox.jsonl'));
    const transport = smtpMailSender({ host: '127.0.0.1', port: 1 });
    await expect(
      smtpSystemMail(transport, outbox).send({ to: ['x@y.com'], subject: 's', html: 'x' }),
    ).rejects.toThrow();
    transport.close();
    expect(outbox.stored()).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
