import { messages, securityMessages } from '@gym/contracts';
import type { OutboxMailer } from '@gym/platform/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { type FromAddressAnswer, postFrom, requestFrom } from '../testing/fromAddress.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }';
const SIGN_UP =
  'mutation($e:String!){ signUp(name:"Visita", lastName:"Nova", email:$e, password:"segredo123", passwordConfirmation:"segredo123"){ id } }';

/** Issue 27, finding 3 and issue 36, item 3, over HTTP with the server's default limits (but the first delay), from distinct addresses. */
describe('login lockout, device cookie, unlock link and sign-up limit', { timeout: 120_000 }, () => {
  let t: TestServer;
  let port: number;
  const gqlFrom = (path: string, from: string, query: string, variables: Record<string, unknown>, cookie?: string) =>
    postFrom(port, path, { query, variables }, from, cookie ? { cookie } : {});
  const adminLogin = (from: string, password: string, cookie?: string) =>
    gqlFrom(`/${demo.accountCode}/admin/graphql`, from, LOGIN, { e: demo.admin.email, p: password }, cookie);
  const memberLogin = (from: string, email: string, password: string, cookie?: string) =>
    gqlFrom(`/${demo.accountCode}/graphql`, from, LOGIN, { e: email, p: password }, cookie);
  const codeOf = (answer: FromAddressAnswer) => answer.body.errors?.[0]?.extensions?.code ?? 'ok';
  /** The `gym_device=…` pair of an answer's Set-Cookie, as the browser would send it back. */
  const deviceCookie = (answer: FromAddressAnswer) =>
    (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('gym_device='));
  const mailsTo = (email: string) =>
    (t.server.services.mail as unknown as OutboxMailer).read().filter((m) => m.to.includes(email));

  beforeAll(async () => {
    // A first delay of a minute (default 1 s) so a slow machine does not reopen a pair between two requests.
    t = await startTestServer({ loginRateLimit: { signUpsPerClient: 3, firstDelaySeconds: 60 } });
    port = Number(new URL(t.url).port);
  });
  afterAll(() => t.close());

  it('forty logins of the owner in a row all succeed (successes are not counted)', async () => {
    for (let i = 0; i < 40; i++) {
      const result = await t.gql(`/${demo.accountCode}/admin/graphql`, LOGIN, {
        e: demo.admin.email,
        p: demo.admin.password,
      });
      expect(result.errors, `login ${i + 1}`).toBeUndefined();
    }
  }, 180_000);

  it('after ten wrong logins from another address, the owner gets in with the right password on a new device', async () => {
    const attacker = [];
    for (let i = 0; i < 10; i++) attacker.push(codeOf(await adminLogin('127.0.4.1', `errada-${i}`)));
    expect(attacker).toEqual([...Array(5).fill('UNAUTHENTICATED'), ...Array(5).fill('RATE_LIMITED')]);
    // The attacker's own pair is closed, for the right password too.
    expect(codeOf(await adminLogin('127.0.4.1', demo.admin.password))).toBe('RATE_LIMITED');
    const owner = await adminLogin('127.0.4.2', demo.admin.password);
    expect(codeOf(owner)).toBe('ok');
    expect(owner.body.data.login.token).toEqual(expect.any(String));
    // The browser is named for next time: an HttpOnly cookie, not readable by scripts.
    expect((owner.headers['set-cookie'] ?? []).join()).toMatch(
      /gym_device=[\w-]{22,}; Path=\/; .*HttpOnly; SameSite=Lax/,
    );
    // The owner is told once, in pt-BR, with a link; never the password tried.
    const mails = mailsTo(demo.admin.email).filter((m) => m.subject === securityMessages.unlockMailSubject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/demo/desbloquear?token=');
    expect(JSON.stringify(mails[0])).not.toContain('errada-');
  });

  it('a member who just signed up is not locked out by someone guessing their e-mail', async () => {
    const email = 'recem.chegada@exemplo.com.br';
    const signedUp = await gqlFrom(`/${demo.accountCode}/graphql`, '127.0.4.3', SIGN_UP, { e: email });
    expect(codeOf(signedUp)).toBe('ok');
    const cookie = deviceCookie(signedUp);
    expect(cookie).toBeDefined();
    for (let i = 0; i < 10; i++) await memberLogin('127.0.4.4', email, `errada-${i}`);
    expect(codeOf(await memberLogin('127.0.4.3', email, 'segredo123', cookie))).toBe('ok');
    expect(codeOf(await memberLogin('127.0.4.5', email, 'segredo123'))).toBe('ok');
    expect(codeOf(await memberLogin('127.0.4.4', email, 'segredo123'))).toBe('RATE_LIMITED');
  });

  it('the guessed pair: refused from that address except on a device that got in before, or after the unlock link', async () => {
    const email = 'mesma.rede@exemplo.com.br';
    // Signs up on their phone, on the gym's Wi-Fi, which someone else there then uses to guess their password.
    const phone = deviceCookie(await gqlFrom(`/${demo.accountCode}/graphql`, '127.0.4.6', SIGN_UP, { e: email }));
    for (let i = 0; i < 12; i++) await memberLogin('127.0.4.6', email, `errada-${i}`);
    const laptop = await memberLogin('127.0.4.6', email, 'segredo123');
    expect(laptop.body.errors?.[0]).toMatchObject({
      message: messages.rateLimited,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(codeOf(await memberLogin('127.0.4.6', email, 'segredo123', phone))).toBe('ok');
    // The laptop opens the e-mailed link: it gets its own device cookie and is trusted for this login.
    const [mail] = mailsTo(email).filter((m) => m.subject === securityMessages.unlockMailSubject);
    const link = new URL(/https?:\/\/\S+\/desbloquear\?token=\S+/.exec(mail?.text ?? '')![0]!);
    const tampered = await requestFrom(port, 'GET', `${link.pathname}${link.search.slice(0, -6)}AAAAAA`, '127.0.4.6');
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain(securityMessages.unlockInvalid);
    const otherAccount = await requestFrom(port, 'GET', `/outra-academia/desbloquear${link.search}`, '127.0.4.6');
    expect(otherAccount.status).toBe(400);
    const opened = await requestFrom(port, 'GET', `${link.pathname}${link.search}`, '127.0.4.6');
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(securityMessages.unlockDone);
    const laptopCookie = deviceCookie(opened);
    expect(codeOf(await memberLogin('127.0.4.6', email, 'segredo123', laptopCookie))).toBe('ok');
    // Without a cookie it is still the guessed pair.
    expect(codeOf(await memberLogin('127.0.4.6', email, 'segredo123'))).toBe('RATE_LIMITED');
  });

  it('limits sign-ups from one address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: `visita${i}@exemplo.com.br` })).errors,
      ).toBeUndefined();
    const refused = await t.gql(`/${demo.accountCode}/graphql`, SIGN_UP, { e: 'visita9@exemplo.com.br' });
    expect(refused.errors?.[0]).toMatchObject({
      message: securityMessages.signUpRateLimited,
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});
