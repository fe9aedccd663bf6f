import { checkoutMessages } from '@gym/contracts';
import type { OutboxMailer } from '@gym/platform/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_ALUNO_PLANS } from '../plans/planQueries.gql.ts';
import { demo } from '@gym/app';
import { LIST_STUDENTS, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { buy, buyer, postPurchase, tokenize } from './checkoutApi.testkit.ts';
import { eventually, LIST_DELIVERIES, SAVE_CAMPAIGN } from '../campaigns/campaignCalls.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const STUDENT = 'query($id:ID!){ aluno(id:$id){ id fullName email cpf phone relationship { origin rule } } }';

describe('public checkout over HTTP (plan lookup, purchase, sandbox tokens)', { timeout: 90_000 }, () => {
  let t: TestServer;
  let token: string;
  let plans: Array<{ code: string; name: string; value: number; installments: number; store: string | null }>;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestServer({
      checkoutLimits: { perAddress: 1000, perCard: 1000, tokenizePerAddress: 1000 },
      log: (m, e) => logged.push(`${m} ${String(e)} ${(e as Error)?.stack ?? ''}`),
    });
    token = await t.adminToken();
    plans = ((await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any).plans;
  });
  afterAll(() => t.close());
  const monthly = () => plans.find((p) => p.name === 'Plano Mensal')!;
  const yearly = () => plans.find((p) => p.name === 'Plano Anual')!;
  const outbox = () => (t.server.services.mail as unknown as OutboxMailer).read();
  const find = async (search: string) =>
    (await t.gql(ADMIN, LIST_STUDENTS, { search }, token)).data.alunos.list as Array<{ id: string; email: string }>;

  it('lists the plans on sale with the account, and looks one up by plan_code', async () => {
    const body = (await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any;
    expect(body.account).toMatchObject({ code: 'demo', name: 'Academia Demo', label: 'Academia Demo' });
    expect(plans.map((p) => p.name)).toEqual(['Plano Anual', 'Plano Mensal', 'Plano Trimestral']);
    const response = await fetch(`${t.url}/demo/checkout?plan_code=${monthly().code}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: monthly().code,
      name: 'Plano Mensal',
      description: 'Acesso livre à academia por um mês.',
      value: 9990,
      installments: 1,
      store: 'mundipagg',
      externalPlans: ['mundipagg'],
      cover: null,
    });
  });

  it("answers 'Plano não encontrado' for an unknown code, a plan without external plans and another account", async () => {
    const unknown = await fetch(`${t.url}/demo/checkout?plan_code=nao-existe`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Plano não encontrado', code: 'NOT_FOUND' });
    const hidden = await t.gql(
      ADMIN,
      'mutation($i: PlanInput!){ createOrUpdatePlan(input:$i){ plan { code } } }',
      { i: { name: 'Só no balcão', value: 1000 } },
      token,
    );
    const hiddenCode = hidden.data.createOrUpdatePlan.plan.code;
    expect((await fetch(`${t.url}/demo/checkout?plan_code=${hiddenCode}`)).status).toBe(404);
    expect(plans.some((p) => p.code === hiddenCode)).toBe(false);
    expect((await fetch(`${t.url}/conta-que-nao-existe/checkout?plan_code=${monthly().code}`)).status).toBe(404);
  });

  it('buys a plan with an approving card: a student with origin checkout, the plan, a received payment, a password by e-mail', async () => {
    const email = 'nova.aluna@exemplo.com.br';
    const before = outbox().length;
    const result = await buy(t.url, 'demo', yearly().code, '4111 1111 1111 1111', {
      customer: { email, cpf: '111.444.777-35' },
      installments: 12,
    });
    expect(result).toEqual({ status: 200, body: { checkout_type: 'transparent', url: null } });
    const [student] = await find('nova.aluna');
    const profile = (await t.gql(ADMIN, STUDENT, { id: student!.id }, token)).data.aluno;
    expect(profile).toMatchObject({
      fullName: 'Joana Compradora',
      email,
      cpf: '11144477735',
      phone: '11987654321',
      relationship: { origin: 'checkout', rule: 'student' },
    });
    const sold = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: student!.id }, token)).data.getAlunoPlans.list;
    expect(sold).toEqual([
      {
        id: expect.any(String),
        name: 'Plano Anual',
        status: 'active',
        total: 89900,
        planPayments: [{ id: expect.any(String), value: 89900, received: true }],
      },
    ]);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([email]);
    const password = /senha de acesso ao aplicativo é: (\S+)/.exec(mails[0]!.text ?? '')![1]!;
    // The member app, its address and how to install it; no store app (issue 35 item 14).
    expect(mails[0]!.text).toContain(`Abra o app do aluno no celular: ${t.url}/demo/app/`);
    expect(mails[0]!.text).toContain('Adicionar à tela inicial');
    expect(mails[0]!.text).not.toMatch(/App Store|Google Play/);
    const login = await t.gql(
      '/demo/graphql',
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"app"){ token } }',
      { e: email, p: password },
    );
    expect(login.data?.login.token).toEqual(expect.any(String));
    const { events } = await t.server.services.eventStore.readStream(`student-${student!.id}`);
    expect(events.map((e) => e.type)).toEqual(['StudentRegistered']);
  });

  it('lets the campaign engine react to a checkout buyer as to any new student (new_register, start_plan)', async () => {
    const campaign = async (activity: string) =>
      (
        await t.gql(
          ADMIN,
          SAVE_CAMPAIGN,
          { input: { title: `Bem-vindo ${activity}`, description: '<p>Oi, {{nome}}</p>', status: 'active', activity } },
          token,
        )
      ).data.createOrUpdateCampaign as string;
    const welcome = await campaign('new_register');
    const started = await campaign('start_plan');
    expect(
      (
        await buy(t.url, 'demo', monthly().code, '4111111111111111', {
          customer: { email: 'campanha.checkout@exemplo.com.br', cpf: '390.533.447-05' },
        })
      ).status,
    ).toBe(200);
    for (const campaignId of [welcome, started]) {
      await eventually(async () => {
        const log = (await t.gql(ADMIN, LIST_DELIVERIES, { campaignId }, token)).data.campaignDeliveries.list;
        expect(log.map((d: { recipient: string }) => d.recipient)).toContain('campanha.checkout@exemplo.com.br');
      }, 15_000);
    }
  });

  it('charges a repeated idempotency key once: one student, one plan, one payment', async () => {
    const tok = await tokenize(t.url, '5555 5555 5555 4444');
    const body = {
      checkout: {
        plan_code: monthly().code,
        customer: buyer({ email: 'duplo.clique@exemplo.com.br', cpf: '935.411.347-80' }),
        payment: { card_token: tok.body.token, credit_card_label: 'mastercard', last_four: '4444', installments: 1 },
      },
    };
    const key = 'clique-duplo-0001';
    const answers = await Promise.all([postPurchase(t.url, 'demo', body, key), postPurchase(t.url, 'demo', body, key)]);
    const again = await postPurchase(t.url, 'demo', body, key);
    for (const answer of [...answers, again])
      expect(answer).toEqual({ status: 200, body: { checkout_type: 'transparent', url: null } });
    const found = await find('duplo.clique');
    expect(found).toHaveLength(1);
    const sold = (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: found[0]!.id }, token)).data.getAlunoPlans.list;
    expect(sold).toHaveLength(1);
    expect(sold[0].planPayments).toEqual([{ id: expect.any(String), value: 9990, received: true }]);
    expect(outbox().filter((m) => m.to[0] === 'duplo.clique@exemplo.com.br')).toHaveLength(1);
  });

  it('finds the existing student by e-mail, and by CPF, instead of registering another', async () => {
    const ana = (await find('ana.souza'))[0]!;
    expect(
      (
        await buy(t.url, 'demo', monthly().code, '4111111111111111', {
          customer: { email: 'ana.souza@exemplo.com.br' },
        })
      ).status,
    ).toBe(200);
    expect(await find('ana.souza')).toHaveLength(1);
    expect(
      (await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: ana.id }, token)).data.getAlunoPlans.list.map((p: any) => p.name),
    ).toEqual(['Plano Mensal']);
    const byCpf = await buy(t.url, 'demo', monthly().code, '4111111111111111', {
      customer: { email: 'outro.email@exemplo.com.br', cpf: '111.444.777-35' },
    });
    expect(byCpf.status).toBe(200);
    expect(await find('outro.email')).toHaveLength(0);
    const nova = (await find('nova.aluna'))[0]!;
    expect((await t.gql(ADMIN, GET_ALUNO_PLANS, { alunoId: nova.id }, token)).data.getAlunoPlans.list).toHaveLength(2);
    expect(outbox().filter((m) => m.to[0] === 'outro.email@exemplo.com.br')).toHaveLength(0);
  });

  it("sends a CPF-found student's access to the student's own e-mail, never to the one typed", async () => {
    const saved = await t.gql(
      ADMIN,
      'mutation($i: UserInput!){ createOrUpdateUser(input:$i){ id } }',
      {
        i: {
          name: 'Rita',
          lastName: 'Cadastrada',
          email: 'rita.cadastrada@exemplo.com.br',
          cpf: '853.513.468-93',
          origin: 'panel',
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const result = await buy(t.url, 'demo', monthly().code, '4111111111111111', {
      customer: { email: 'intruso@exemplo.com.br', cpf: '853.513.468-93' },
    });
    expect(result.status).toBe(200);
    // The buyer is told where the access went, masked (issue 35 item 16).
    expect(result.body).toEqual({ checkout_type: 'transparent', url: null, access_sent_to: 'r***a@exemplo.com.br' });
    expect(outbox().filter((m) => m.to[0] === 'intruso@exemplo.com.br')).toHaveLength(0);
    const mail = outbox().filter((m) => m.to[0] === 'rita.cadastrada@exemplo.com.br');
    expect(mail).toHaveLength(1);
    const password = /senha de acesso ao aplicativo é: (\S+)/.exec(mail[0]!.text ?? '')![1]!;
    const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"app"){ token } }';
    expect((await t.gql('/demo/graphql', LOGIN, { e: 'intruso@exemplo.com.br', p: password })).data).toBeNull();
    expect(
      (await t.gql('/demo/graphql', LOGIN, { e: 'rita.cadastrada@exemplo.com.br', p: password })).data.login.token,
    ).toEqual(expect.any(String));
  });

  it('declines a card with the reason in pt-BR and writes nothing', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const declined = await buy(t.url, 'demo', monthly().code, '4000 0000 0000 0002', {
      customer: { email: 'recusado@exemplo.com.br', cpf: '987.654.321-00' },
    });
    expect(declined).toEqual({
      status: 402,
      body: { error: 'Pagamento recusado: Cartão recusado pelo banco emissor.', code: 'PAYMENT_DECLINED' },
    });
    const funds = await buy(t.url, 'demo', monthly().code, '4000000000009995', {
      customer: { email: 'recusado@exemplo.com.br', cpf: '987.654.321-00' },
    });
    expect(funds.body.error).toBe('Pagamento recusado: Saldo insuficiente.');
    const failed = await buy(t.url, 'demo', monthly().code, '4000000000000119', {
      customer: { email: 'recusado@exemplo.com.br', cpf: '987.654.321-00' },
    });
    expect(failed).toEqual({
      status: 503,
      body: { error: checkoutMessages.providerUnavailable, code: 'PAYMENT_UNAVAILABLE' },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    expect(await find('recusado')).toHaveLength(0);
  });

  it('refuses raw card data, a missing idempotency key, bad fields, too many installments and a stale or mismatched token', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const tok = await tokenize(t.url, '4111111111111111');
    const payment = { card_token: tok.body.token, credit_card_label: 'visa', last_four: '1111', installments: 1 };
    const request = (over: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) => ({
      checkout: { plan_code: monthly().code, customer: buyer(customer), payment, ...over },
    });

    const raw = await postPurchase(
      t.url,
      'demo',
      request({
        payment: { credit_card_number: '4111111111111111', cvv: '123', expire_date: '12/39', installments: 1 },
      }),
    );
    expect(raw).toEqual({ status: 400, body: { error: checkoutMessages.rawCardRefused, code: 'VALIDATION' } });
    expect((await postPurchase(t.url, 'demo', request(), null)).body.error).toBe(
      checkoutMessages.idempotencyKeyRequired,
    );
    expect((await postPurchase(t.url, 'demo', request({}, { cpf: '111.111.111-11' }))).body.error).toBe(
      'Digite um CPF válido',
    );
    expect((await postPurchase(t.url, 'demo', request({}, { phone: '(11) 8765-4321' }))).body.error).toBe(
      'Digite um telefone válido',
    );
    expect((await postPurchase(t.url, 'demo', request({}, { email: 'sem-arroba' }))).body.error).toBe(
      'Digite um e-mail válido',
    );
    expect((await postPurchase(t.url, 'demo', request({}, { name: 'J' }))).body.error).toBe('Nome muito curto');
    expect((await postPurchase(t.url, 'demo', request({ payment: { ...payment, installments: 2 } }))).body.error).toBe(
      checkoutMessages.installmentsInvalid,
    );
    expect((await postPurchase(t.url, 'demo', request({ payment: undefined }))).body.error).toBe(
      checkoutMessages.cardNumberRequired,
    );
    expect(
      (await postPurchase(t.url, 'demo', request({ payment: { ...payment, card_token: 'tok_sandbox_inexistente' } })))
        .body.error,
    ).toBe(checkoutMessages.cardTokenInvalid);
    expect(
      (await postPurchase(t.url, 'demo', request({ payment: { ...payment, last_four: '0000' } }))).body.error,
    ).toBe(checkoutMessages.cardBrandMismatch);
    expect((await postPurchase(t.url, 'demo', request({ plan_code: 'nao-existe' }))).status).toBe(404);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);

    // A key already used for another plan; a Stripe plan while no hosted provider is configured.
    expect(
      (
        await buy(t.url, 'demo', monthly().code, '4111111111111111', {
          key: 'chave-reusada-01',
          customer: { email: 'reuso@exemplo.com.br', cpf: '714.602.380-01' },
        })
      ).status,
    ).toBe(200);
    const reused = await buy(t.url, 'demo', yearly().code, '4111111111111111', {
      key: 'chave-reusada-01',
      customer: { email: 'reuso@exemplo.com.br', cpf: '714.602.380-01' },
    });
    expect(reused).toEqual({
      status: 400,
      body: { error: checkoutMessages.idempotencyKeyReused, code: 'ILLEGAL_STATE' },
    });
    const stripePlan = await t.gql(
      ADMIN,
      'mutation($i: PlanInput!){ createOrUpdatePlan(input:$i){ plan { code } } }',
      { i: { name: 'Plano Stripe', value: 5000, externalStores: ['stripe'] } },
      token,
    );
    const hosted = await postPurchase(t.url, 'demo', {
      checkout: { plan_code: stripePlan.data.createOrUpdatePlan.plan.code, customer: buyer() },
    });
    expect(hosted).toEqual({
      status: 400,
      body: { error: checkoutMessages.hostedCheckoutUnavailable, code: 'ILLEGAL_STATE' },
    });
  });

  it('refuses a bad card at the sandbox tokenization, and never logs a body that fails to parse', async () => {
    expect(await tokenize(t.url, '4111 1111 1111 1112')).toEqual({
      status: 400,
      body: { error: 'Número do cartão inválido', code: 'VALIDATION' },
    });
    expect((await tokenize(t.url, '4111111111111111', { cvv: '1' })).body.error).toBe('CVV inválido');
    expect((await tokenize(t.url, '4111111111111111', { expiry: '01/20' })).body.error).toBe('Data inválida');
    const broken = await fetch(`${t.url}/payments/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"number":"4111111111111111", cvv: 123',
    });
    expect(broken.status).toBe(400);
    const brokenPurchase = await fetch(`${t.url}/demo/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"credit_card_number":"4000000000000002"',
    });
    expect(brokenPurchase.status).toBe(400);
    expect(logged.join('\n')).not.toMatch(/4111111111111111|4000000000000002/);
  });
});

describe('checkout anti-carding limits', { timeout: 60_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ checkoutLimits: { perAddress: 3, perCard: 2, tokenizePerAddress: 50 } });
  });
  afterAll(() => t.close());

  it('limits purchase attempts per card fingerprint, then per address, with a pt-BR error', async () => {
    const plans = ((await (await fetch(`${t.url}/demo/checkout/plans`)).json()) as any).plans;
    const code = plans[0].code;
    const declined = () => buy(t.url, 'demo', code, '4000000000000002');
    expect((await declined()).status).toBe(402);
    expect((await declined()).status).toBe(402);
    expect(await declined()).toEqual({
      status: 429,
      body: { error: checkoutMessages.rateLimited, code: 'RATE_LIMITED' },
    });
    expect((await buy(t.url, 'demo', code, '4000000000009995')).body).toEqual({
      error: checkoutMessages.rateLimited,
      code: 'RATE_LIMITED',
    });
  });
});
