import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, startServer, type RunningServer } from '@gym/app';
import { FixedClock, type PaymentPorts } from '@gym/platform';
import type { OutboxMailer } from '@gym/platform/mail';
import { SandboxPaymentProvider } from '@gym/platform/payments';
import { buy } from '../checkout/checkoutApi.testkit.ts';
import { LIST_STUDENTS } from '../testing/testServer.testkit.ts';
import { SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { ALUNO_RECURRING_BILLING, SET_CARD_ON_FILE } from './billingQueries.gql.ts';

export const ADMIN = `/${demo.accountCode}/admin/graphql`;

/** A valid CPF, new each call: the checkout finds an existing student by CPF, so each buyer needs their own. */
export function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/**
 * A real server whose payment provider (the sandbox) and clock outlive it: `restart()` closes the server and
 * starts another on the same data folder, as a process restart would, while the provider keeps its charges.
 */
export async function startBillingServer(at: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gym-billing-'));
  const clock = new FixedClock(at);
  const sandbox = new SandboxPaymentProvider(() => clock.now().getTime());
  const payments: PaymentPorts = { card: sandbox, hosted: null, sandbox };
  const start = () => startServer({ dataDir, port: 0, seed: true, log: () => {}, clock, payments, chargeRun: false });
  let server: RunningServer = await start();

  async function gql<T = any>(
    endpoint: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ) {
    const response = await fetch(`${server.url}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: any }> };
    return { status: response.status, data: (body.data ?? null) as any, errors: body.errors };
  }
  async function login(account: string, email: string, password: string): Promise<string> {
    const r = await gql(
      `/${account}/graphql`,
      'mutation($e:String!,$p:String!){ login(email:$e, password:$p, source:"web"){ token } }',
      { e: email, p: password },
    );
    if (!r.data) throw new Error(`login failed: ${JSON.stringify(r.errors)}`);
    return r.data.login.token as string;
  }

  return {
    clock,
    sandbox,
    dataDir,
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    gql,
    login,
    adminToken: () => login(demo.accountCode, demo.admin.email, demo.admin.password),
    async restart() {
      await server.close();
      server = await start();
    },
    /** The e-mails the embedded outbox kept (DATA_DIR/mail-outbox.jsonl), their sealed links opened. */
    mails(): Array<{ to: string[]; subject: string; text?: string }> {
      return (server.services.mail as OutboxMailer).read();
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type BillingServer = Awaited<ReturnType<typeof startBillingServer>>;

/**
 * A student who bought a plan on the checkout with `card` (a card on file), and a second plan sold by staff in
 * `installments` monthly payments of `value`, marked by staff as charged to that card. Returns their ids.
 */
export async function studentWithCardPlan(
  t: BillingServer,
  token: string,
  options: {
    card?: string;
    installments?: number;
    value?: number;
    email?: string;
    /** The catalogue plan's period in months (default: one month per installment) and cycles (default 0). */
    months?: number;
    cycles?: number;
  } = {},
) {
  const installments = options.installments ?? 3;
  const value = options.value ?? 10000;
  const email = options.email ?? `cartao.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const plans = ((await (await fetch(`${t.url}/${demo.accountCode}/checkout/plans`)).json()) as any).plans;
  const bought = await buy(t.url, demo.accountCode, plans[0].code, options.card ?? '4111111111111111', {
    customer: { email, cpf: newCpf() },
  });
  if (bought.status !== 200) throw new Error(`purchase: ${JSON.stringify(bought.body)}`);
  const found = await t.gql(ADMIN, LIST_STUDENTS, { search: email }, token);
  const studentId: string = found.data.alunos.list[0].id;
  const plan = await t.gql(
    ADMIN,
    SAVE_PLAN,
    {
      input: {
        name: 'Mensal no cartão',
        value: value * installments,
        installments,
        recurrence: 'month',
        recurrenceValue: options.months ?? installments,
        ...(options.cycles === undefined ? {} : { cycles: options.cycles }),
      },
    },
    token,
  );
  const sold = await t.gql(
    ADMIN,
    SAVE_STUDENT_PLAN,
    { userId: studentId, planId: plan.data.createOrUpdatePlan.plan.id, installments, paymentMethod: 'credito' },
    token,
  );
  const studentPlan = sold.data.createOrUpdatePlanToUser;
  const marked = await t.gql(ADMIN, SET_CARD_ON_FILE, { id: studentPlan.id }, token);
  if (!marked.data) throw new Error(`card on file: ${JSON.stringify(marked.errors)}`);
  return {
    studentId,
    email,
    studentPlanId: studentPlan.id as string,
    payments: studentPlan.planPayments as Array<{ id: string; date: string; value: number }>,
    billing: marked.data.setStudentPlanCardOnFile,
  };
}

export const billingOf = async (t: BillingServer, token: string, studentId: string) =>
  (await t.gql(ADMIN, ALUNO_RECURRING_BILLING, { alunoId: studentId }, token)).data.alunoRecurringBilling as any[];
