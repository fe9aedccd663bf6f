import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MEMBER = `/${demo.accountCode}/graphql`;
const SIGN_UP =
  'mutation($n:String!,$e:String!){ signUp(name:$n, lastName:"Visitante", email:$e, password:"senha-forte-1"){ token } }';
const REVIEW =
  'mutation($r: Int) { createReview(rating: $r, reviewableType: "program_class", reviewableId: "c1") { id } }';

/** Builds a small week: one branch with an address, one hidden branch, a program with two classes. */
export async function seedPublicWeek(t: TestServer): Promise<void> {
  const admin = await t.adminToken();
  const place = {
    name: 'Unidade Centro',
    filialType: 'place',
    street: 'Rua das Flores',
    number: '100',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    zipcode: '01001-000',
  };
  const branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: place }, admin)).data.createOrUpdateFilial.filial.id;
  const hidden = { name: 'Unidade Secreta', filialType: 'online', visibility: 'only_team' };
  const hiddenId = (await t.gql(ADMIN, SAVE_FILIAL, { input: hidden }, admin)).data.createOrUpdateFilial.filial.id;
  const save = async (name: string, filialId: string) =>
    (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name, filialId } }, admin)).data.createOrUpdateProgram.program.id;
  const programId = await save('Funcional <b>', branchId);
  const hiddenProgram = await save('Treino Fechado', hiddenId);
  const klass = (programId: string, startTime: string, endTime: string, weekDays: number[]) =>
    t.gql(ADMIN, SAVE_CLASS, { input: { programId, startTime, endTime, limit: 10, weekDays } }, admin);
  await klass(programId, '18:00', '19:00', [1, 3]);
  await klass(programId, '07:00', '08:00', [1]);
  await klass(hiddenProgram, '12:00', '13:00', [1]);
}

describe('the public page GET /{account}', { timeout: 60_000 }, () => {
  let t: TestServer;
  let html: string;
  beforeAll(async () => {
    t = await startTestServer();
    await seedPublicWeek(t);
    for (const [i, rating] of [5, 4, 4].entries()) {
      const token = (await t.gql(MEMBER, SIGN_UP, { n: `Pessoa${i}`, e: `p${i}@visita.com.br` })).data.signUp.token;
      await t.gql(MEMBER, REVIEW, { r: rating }, token);
    }
    const response = await fetch(`${t.url}/${demo.accountCode}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    html = await response.text();
  });
  afterAll(() => t.close());

  it('shows the name, the weighted rating and the sign-in link to the app', () => {
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Academia Demo</h1>');
    expect(html).toContain('★ <strong>4,3</strong> · 3 avaliações');
    expect(html).toContain(`href="/${demo.accountCode}/app/">Entrar no app</a>`);
  });

  it('lists the visible branches with their address, not the hidden one', () => {
    expect(html).toContain('Unidade Centro');
    expect(html).toContain('Rua das Flores, 100 - Centro · São Paulo/SP · 01001-000');
    expect(html).not.toContain('Unidade Secreta');
    expect(html).not.toContain('Treino Fechado');
  });

  it('lays the week out by weekday, classes by start time, with names escaped', () => {
    const monday = html.slice(html.indexOf('<h3>Segunda</h3>'), html.indexOf('<h3>Terça</h3>'));
    expect(monday.indexOf('07:00–08:00')).toBeGreaterThan(-1);
    expect(monday.indexOf('07:00–08:00')).toBeLessThan(monday.indexOf('18:00–19:00'));
    expect(monday).toContain('Funcional &#60;b&#62;');
    const wednesday = html.slice(html.indexOf('<h3>Quarta</h3>'), html.indexOf('<h3>Quinta</h3>'));
    expect(wednesday).toContain('18:00–19:00');
    expect(wednesday).not.toContain('07:00');
    const sunday = html.slice(html.indexOf('<h3>Domingo</h3>'), html.indexOf('<h3>Segunda</h3>'));
    expect(sunday).toContain('Sem aulas');
  });

  it('lists the plans on sale in BRL, each linking to the checkout', async () => {
    const { plans } = (await (await fetch(`${t.url}/${demo.accountCode}/checkout/plans`)).json()) as {
      plans: Array<{ code: string; name: string }>;
    };
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(html).toContain(`<h3>${plan.name}</h3>`);
      expect(html).toContain(`href="/${demo.accountCode}/checkout?plan=${plan.code}"`);
    }
    expect(html).toContain('R$ 99,90');
  });

  it('answers the 404 page for an unknown account, and no page leaks into the API paths', async () => {
    const unknown = await fetch(`${t.url}/nao-existe-academia`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Página não encontrada');
    const health = await fetch(`${t.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
