import { planMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { demo } from '@gym/app';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const SAVE_PLAN = 'mutation($input: PlanInput!) { createOrUpdatePlan(input: $input) { plan { id programIds } } }';

/** Spec 001 planPrograms (id, programId, _destroy) on createOrUpdatePlan, the ids checked against the account's programs. */
describe('plan programs over HTTP', () => {
  let t: TestServer;
  let token: string;
  let musculacao: string;
  let pilates: string;
  let programOfB: string;
  const admin = (query: string, variables: Record<string, unknown>, as = token, account: string = demo.accountCode) =>
    t.gql(`/${account}/admin/graphql`, query, variables, as);
  const program = async (name: string, as = token, account: string = demo.accountCode) => {
    const filialId = (await admin(SAVE_FILIAL, { input: { name: `Filial ${name}`, street: 'Rua A' } }, as, account))
      .data.createOrUpdateFilial.filial.id;
    return (await admin(SAVE_PROGRAM, { input: { name, filialId } }, as, account)).data.createOrUpdateProgram.program
      .id as string;
  };
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    musculacao = await program('Musculação');
    pilates = await program('Pilates');
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      await t.operatorToken(),
    );
    programOfB = await program('Natação', await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia'), 'academia-b');
  }, 60_000);
  afterAll(() => t.close());

  it('gives a plan the programs chosen, and removes one marked _destroy', async () => {
    const created = await admin(SAVE_PLAN, {
      input: { name: 'Completo', planPrograms: [{ programId: musculacao }, { programId: pilates }] },
    });
    expect(created.errors).toBeUndefined();
    const plan = created.data.createOrUpdatePlan.plan;
    expect([...plan.programIds].sort()).toEqual([musculacao, pilates].sort());
    const changed = await admin(SAVE_PLAN, {
      input: {
        id: plan.id,
        name: 'Completo',
        planPrograms: [
          { id: musculacao, programId: musculacao },
          { id: pilates, programId: pilates, _destroy: true },
        ],
      },
    });
    expect(changed.data.createOrUpdatePlan.plan.programIds).toEqual([musculacao]);
  });

  it("refuses a program that does not exist or is another account's, naming the entry", async () => {
    const foreign = await admin(SAVE_PLAN, {
      input: { name: 'Intruso', planPrograms: [{ programId: musculacao }, { programId: programOfB }] },
    });
    expect(foreign.errors?.[0]?.message).toBe(planMessages.programNotFound);
    expect(foreign.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'planPrograms', 1, 'programId'], message: planMessages.programNotFound },
    ]);
    const missing = await admin(SAVE_PLAN, {
      input: { name: 'Fantasma', programIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(missing.errors?.[0]?.message).toBe(planMessages.programNotFound);
  });
});
