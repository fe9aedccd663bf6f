import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChannel } from './emailChannel.ts';
import { smtpMailSender } from './smtpMailSender.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('e-mail over SMTP (nodemailer) against a real SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends with the sender name and e-mail, the subject and HTML, and blind copies only on the envelope', async () => {
    const smtp = smtpMailSender({ host: '127.0.0.1', port });
    const send = emailChannel(() => smtp);
    const result = await send({
      deliveryId: 'd1',
      accountId: 'a1',
      campaignId: 'c1',
      now: '2026-11-23T13:00:00.000Z',
      student: { id: 's1', name: 'Ana', lastName: 'Silva', email: 'ana@exemplo.com.br', phone: null },
      subject: 'Olá Ana',
      html: '<p>Bom treino, Ana!</p>',
      text: 'Bom treino, Ana!',
      senderName: 'Academia Demo',
      senderEmail: 'contato@demo.com.br',
      bcc: ['copia@demo.com.br'],
    });
    smtp.close();
    expect(result).toEqual({ recipient: 'ana@exemplo.com.br' });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('contato@demo.com.br');
    expect(mail.to.sort()).toEqual(['ana@exemplo.com.br', 'copia@demo.com.br']);
    expect(mail.raw).toMatch(/^From: Academia Demo <contato@demo\.com\.br>/m);
    expect(mail.raw).toMatch(/^To: ana@exemplo\.com\.br/m);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Ol=C3=A1_Ana\?=|^Subject: Olá Ana/m);
    expect(mail.raw).toContain('<p>Bom treino, Ana!</p>');
  });

  it('a refused connection is an error the engine retries', async () => {
    const smtp = smtpMailSender({ host: '127.0.0.1', port: 1 });
    await expect(smtp.send({ to: ['x@y.com'], subject: 's', html: '<p>x</p>' })).rejects.toThrow();
    smtp.close();
  });
});
