import { sdlByScope, type GraphqlScope } from '@gym/contracts';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_CAMPAIGN } from '../campaigns/campaignCalls.testkit.ts';
import { SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

/**
 * Issue 27: the tenant sweep. Every query and mutation of the member, staff and operator endpoints,
 * generated from the SDL (a new operation is swept without editing this test), is called:
 *  1. at account A's address with account B's tokens (staff and member): refused, and nothing of A
 *     in the answer;
 *  2. at B's own address with B's tokens and A's ids in every id argument and id field: nothing of A
 *     in the answer.
 * Afterwards no event was appended to A's data by B's users. Public operations (the account's public
 * page, its rating, login and sign-up) are the only ones that may answer A's public data at A's address.
 */
const MARKER = 'SegredoDaContaA';
// Operations anyone may call (access 'public' in graphql/schemas.ts): the sweep checks the others.
const PUBLIC = new Set([
  'login',
  'signUp',
  'account',
  'reviewable',
  'accountRating',
  'accountCategories',
  'accountSubcategories',
  'requestPasswordReset',
  'resetPassword',
  'memberAppConfig',
]);

describe('tenant sweep generated from the SDL', () => {
  let t: TestServer;
  const idsOfA: Record<string, string> = {};
  let tokenB: string;
  let memberB: string;
  let userB: string;

  beforeAll(async () => {
    t = await startTestServer({
      loginRateLimit: { perClient: 100_000, freePerPair: 100_000, signUpsPerClient: 100_000 },
    });
    const tokenA = await t.adminToken();
    const A = `/${demo.accountCode}/admin/graphql`;
    idsOfA.student = (
      await t.gql(
        A,
        SAVE_STUDENT,
        { input: { name: MARKER, lastName: MARKER, email: 'segredo@conta-a.com.br' } },
        tokenA,
      )
    ).data.createOrUpdateUser.id;
    idsOfA.branch = (
      await t.gql(A, SAVE_FILIAL, { input: { name: MARKER, street: MARKER } }, tokenA)
    ).data.createOrUpdateFilial.filial.id;
    idsOfA.program = (
      await t.gql(A, SAVE_PROGRAM, { input: { name: MARKER, filialId: idsOfA.branch } }, tokenA)
    ).data.createOrUpdateProgram.program.id;
    idsOfA.programClass = (
      await t.gql(
        A,
        SAVE_CLASS,
        { input: { programId: idsOfA.program, startTime: '10:00', endTime: '11:00', weekDays: [0, 1, 2, 3, 4, 5, 6] } },
        tokenA,
      )
    ).data.createOrUpdateProgramClass.programClass.id;
    idsOfA.plan = (
      await t.gql(
        A,
        'mutation($input: PlanInput!){ createOrUpdatePlan(input: $input){ plan { id } } }',
        { input: { name: MARKER, value: 1000, programIds: [idsOfA.program] } },
        tokenA,
      )
    ).data.createOrUpdatePlan.plan.id;
    await t.gql(A, SAVE_CAMPAIGN, { input: { title: MARKER, description: MARKER } }, tokenA);
    const campaigns = await t.gql(A, '{ campaigns { list { id } } }', {}, tokenA);
    idsOfA.campaign = campaigns.data.campaigns.list[0].id;
    idsOfA.account = (await t.gql(A, '{ account { id } }', {}, tokenA)).data.account.id;

    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Conta B',
          code: 'conta-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@conta-b.com.br', password: 'senha-da-conta-b' },
        },
      },
      op,
    );
    tokenB = await t.login('conta-b', 'bia@conta-b.com.br', 'senha-da-conta-b');
    const signed = await t.gql(
      '/conta-b/graphql',
      'mutation { signUp(name:"Beto", lastName:"Membro", email:"beto@conta-b.com.br", password:"senha-do-beto", passwordConfirmation:"senha-do-beto") { id token } }',
    );
    memberB = signed.data.signUp.token;
    userB = signed.data.signUp.id;
  }, 60_000);
  afterAll(() => t.close());

  /** An id of A for an argument or field, chosen by its name. */
  function idFor(name: string, field: string): string {
    const key = `${field} ${name}`.toLowerCase();
    if (/class/.test(key)) return idsOfA.programClass!;
    if (/program/.test(key)) return idsOfA.program!;
    if (/filial|branch/.test(key)) return idsOfA.branch!;
    if (/plan/.test(key)) return idsOfA.plan!;
    if (/campaign/.test(key)) return idsOfA.campaign!;
    if (/account/.test(key)) return idsOfA.account!;
    return idsOfA.student!;
  }

  function sampleValueOf(type: GraphQLInputType, name: string, field: string, depth = 0): unknown {
    if (isNonNullType(type)) return sampleValueOf(type.ofType, name, field, depth);
    if (isListType(type)) return [sampleValueOf(type.ofType, name, field, depth + 1)];
    if (isEnumType(type)) return type.getValues()[0]!.name;
    if (isInputObjectType(type)) {
      if (depth > 2) return {};
      return Object.fromEntries(
        Object.values(type.getFields()).map((f) => [f.name, sampleValueOf(f.type, f.name, field, depth + 1)]),
      );
    }
    if (isScalarType(type)) {
      // Numbers first: an Int named like an id (weekDayIds) is a number, not one of A's ids.
      if (type.name === 'Int' || type.name === 'Float') return 1;
      if (type.name === 'ID' || /id$/i.test(name) || /ids$/i.test(name)) return idFor(name, field);
      if (type.name === 'Boolean') return false;
      if (/email/i.test(name)) return 'segredo@conta-a.com.br';
      if (/date/i.test(name)) return '2026-12-01';
      if (/time/i.test(name)) return '10:00';
      return 'x';
    }
    return null;
  }

  function selection(type: GraphQLObjectType, depth: number): string {
    const parts = Object.values(type.getFields())
      .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
      .map((f) => {
        const named = getNamedType(f.type);
        if (isObjectType(named)) return depth < 3 ? `${f.name} { ${selection(named, depth + 1)} }` : null;
        return f.name;
      })
      .filter(Boolean);
    return parts.length ? parts.join(' ') : '__typename';
  }

  function call(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const named = getNamedType(field.type);
    const query = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${isObjectType(named) ? ` { ${selection(named, 1)} }` : ''} }`;
    return {
      query,
      variables: Object.fromEntries(field.args.map((a) => [a.name, sampleValueOf(a.type, a.name, field.name)])),
    };
  }

  const swept = (['account', 'admin', 'alderaan'] as GraphqlScope[]).flatMap((scope) => {
    const schema = buildSchema(sdlByScope[scope]);
    return (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(root?.getFields() ?? {})
        .filter((f) => !PUBLIC.has(f.name))
        .map((field) => ({ scope, kind, field }));
    });
  });

  const address = (scope: GraphqlScope, code: string) =>
    scope === 'alderaan' ? '/alderaan/graphql' : scope === 'admin' ? `/${code}/admin/graphql` : `/${code}/graphql`;
  const leaks = (text: string) => text.includes(MARKER) || text.includes('segredo@conta-a.com.br');

  it('sweeps every operation of the member, staff and operator endpoints', () => {
    expect(swept.length).toBeGreaterThan(40);
  });

  it("refuses B's tokens at A's address for every operation, and answers nothing of A", async () => {
    const problems: string[] = [];
    const head = await t.server.services.eventStore.headPosition();
    for (const { scope, kind, field } of swept) {
      const { query, variables } = call(kind, field);
      for (const token of [tokenB, memberB]) {
        const result = await t.gql(address(scope, demo.accountCode), query, variables, token);
        const text = JSON.stringify(result);
        const value = result.data ? (result.data as Record<string, unknown>)[field.name] : null;
        if (value !== null && value !== undefined)
          problems.push(`${scope}.${field.name} answered data: ${text.slice(0, 200)}`);
        if (!result.errors?.length) problems.push(`${scope}.${field.name} answered no error`);
        else if (!['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(result.errors[0]!.extensions.code))
          problems.push(`${scope}.${field.name}: ${result.errors[0]!.extensions.code} ${result.errors[0]!.message}`);
        if (leaks(text)) problems.push(`${scope}.${field.name} leaked A: ${text.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    const appended = await t.server.services.eventStore.readAll(head, 100_000);
    expect(appended.filter((e) => e.metadata.accountId === idsOfA.account)).toEqual([]);
  }, 120_000);

  it("answers nothing of A at B's own address when given A's ids, and writes nothing to A", async () => {
    const problems: string[] = [];
    const head = await t.server.services.eventStore.headPosition();
    let answered = 0;
    const codes = new Map<string, number>();
    for (const { scope, kind, field } of swept.filter((s) => s.scope !== 'alderaan')) {
      const { query, variables } = call(kind, field);
      const result = await t.gql(address(scope, 'conta-b'), query, variables, scope === 'admin' ? tokenB : memberB);
      const text = JSON.stringify(result);
      if (!result.errors) answered++;
      const code = result.errors?.[0]?.extensions.code ?? 'OK';
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (leaks(text)) problems.push(`${scope}.${field.name} leaked A: ${text.slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
    // The generated calls are real ones: B's own operations answer (those given A's ids are refused as not found).
    console.log(`tenant sweep at B's address: ${JSON.stringify(Object.fromEntries(codes))}`);
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(codes.get('NOT_FOUND') ?? 0).toBeGreaterThanOrEqual(10);
    const appended = await t.server.services.eventStore.readAll(head, 100_000);
    const touchingA = appended.filter(
      (e) => e.metadata.accountId === idsOfA.account || JSON.stringify(e.data).includes(idsOfA.account!),
    );
    expect(touchingA.map((e) => e.type)).toEqual([]);
    expect(
      appended.every(
        (e) =>
          e.metadata.userId === undefined || e.metadata.userId !== userB || e.metadata.accountId !== idsOfA.account,
      ),
    ).toBe(true);
  }, 120_000);
});
