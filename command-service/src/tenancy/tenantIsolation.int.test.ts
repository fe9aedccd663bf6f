import { adminSdl, accountSdl, messages } from '@gym/contracts';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTenantCalls } from '../plans/planTenantCalls.ts';
import { billingAdminCalls } from '../billing/billingTenantCalls.testkit.ts';
import { demo } from '@gym/app';
import { campaignAdminCalls } from '../campaigns/campaignCalls.testkit.ts';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { branchAdminCalls } from '../branches/tenantCalls.testkit.ts';
import { programAdminCalls, programMemberCalls } from '../programs/tenantCalls.testkit.ts';
import { checkinAdminCalls, checkinMemberCalls } from '../checkins/tenantCalls.testkit.ts';
import { memberAppAdminCalls, memberAppMemberCalls } from '../memberApp/tenantCalls.testkit.ts';
import { memberContentMemberCalls } from '../memberContent/tenantCalls.testkit.ts';
import { uploadMemberTenantCalls, uploadTenantCalls } from '../uploads/uploadTenantCalls.testkit.ts';
import { exerciseAdminCalls, exerciseReadCalls } from '../exercises/exerciseTenantCalls.testkit.ts';
import { recordAdminCalls, recordMemberCalls } from '../records/recordTenantCalls.testkit.ts';
import { workoutRoutineAdminCalls } from '../workoutRoutines/workoutRoutineTenantCalls.testkit.ts';
import { courseAdminCalls, courseMemberCalls } from '../courses/courseTenantCalls.testkit.ts';
import {
  accountSettingsAdminCalls,
  coachCheckinAdminCalls,
  teamAdminCalls,
} from '../accountSettings/tenantCalls.testkit.ts';
import { checkoutAppearanceAdminCalls, paymentOnboardingAdminCalls } from '../paymentOnboarding/tenantCalls.testkit.ts';
import { accountPlanAdminCalls } from '../accountPlans/tenantCalls.testkit.ts';
import { dashboardAdminCalls } from '../dashboard/tenantCalls.testkit.ts';
import { socialAdminCalls, socialMemberCalls } from '../social/tenantCalls.testkit.ts';
import { staffReviewAdminCalls } from '../reviews/tenantCalls.testkit.ts';
import { staffMessagesAdminCalls } from '../inbox/tenantCalls.testkit.ts';
import { pointsOverviewAdminCalls } from '../pointsRules/tenantCalls.testkit.ts';
import {
  memberAppCustomizationAdminCalls,
  memberAppCustomizationMemberCalls,
} from '../memberAppCustomization/tenantCalls.testkit.ts';
import { memberAccountCalls } from '../memberAccount/tenantCalls.testkit.ts';

/** A minimal valid call of every non-public root field, so each is really reached. */
const adminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  account: { query: '{ account { id name } }' },
  alunos: { query: '{ alunos { totalEntries list { id } } }' },
  aluno: {
    query: 'query($id: ID!) { aluno(id: $id) { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  createOrUpdateUser: {
    query: SAVE_STUDENT,
    variables: { input: { name: 'Intrusa', lastName: 'Silva', email: 'intrusa@exemplo.com.br' } },
  },
  ...planTenantCalls,
  ...billingAdminCalls,
  ...branchAdminCalls,
  ...programAdminCalls,
  ...checkinAdminCalls,
  getUserPoints: {
    query: 'query($id: ID!) { getUserPoints(userId: $id) { totalPoints } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  newMovementPoints: {
    query: 'mutation($id: ID!) { newMovementPoints(userId: $id, operation: "add", value: 5) { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  getUserInbox: {
    query: 'query($id: ID!) { getUserInbox(userId: $id) { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  getMessageById: {
    query: 'query($id: ID!) { getMessageById(messageId: $id, userId: $id) { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  createMessage: { query: 'mutation { createMessage(to: "beto@b.com.br", subject: "Oi", body: "Olá, Beto") { id } }' },
  sendReplyMessage: {
    query: 'mutation($id: ID!) { sendReplyMessage(messageId: $id, body: "Resposta") { id } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  ...campaignAdminCalls,
  ...uploadTenantCalls,
  ...exerciseAdminCalls,
  ...recordAdminCalls,
  ...courseAdminCalls,
  ...accountSettingsAdminCalls,
  ...teamAdminCalls,
  ...coachCheckinAdminCalls,
  ...paymentOnboardingAdminCalls,
  ...checkoutAppearanceAdminCalls,
  ...workoutRoutineAdminCalls,
  ...accountPlanAdminCalls,
  ...dashboardAdminCalls,
  ...socialAdminCalls,
  ...memberAppAdminCalls,
  ...staffReviewAdminCalls,
  ...staffMessagesAdminCalls,
  ...pointsOverviewAdminCalls,
  ...memberAppCustomizationAdminCalls,
};
const accountCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  me: { query: '{ me { id } }' },
  ...programMemberCalls,
  ...checkinMemberCalls,
  ...memberAppMemberCalls,
  ...memberAppCustomizationMemberCalls,
  ...memberContentMemberCalls,
  createReview: { query: 'mutation { createReview(rating: 5, reviewableType: "course", reviewableId: "c1") { id } }' },
  ...uploadMemberTenantCalls,
  ...exerciseReadCalls,
  ...recordMemberCalls,
  ...courseMemberCalls,
  ...socialMemberCalls,
  ...memberAccountCalls,
  changePassword: {
    query:
      'mutation { changePassword(currentPassword: "senha-errada", password: "outra-senha-1", passwordConfirmation: "outra-senha-1") { message } }',
  },
};
const publicFields = new Set([
  'login',
  'signUp',
  'reviewable',
  'accountRating',
  'requestPasswordReset',
  'resetPassword',
  'memberAppConfig',
]);

function rootFields(sdl: string): string[] {
  const schema = buildSchema(sdl);
  return [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
}

describe('tenant isolation over HTTP', () => {
  let t: TestServer;
  let tokenA: string;
  let studentOfB: string;
  beforeAll(async () => {
    t = await startTestServer();
    tokenA = await t.adminToken();
    const op = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      op,
    );
    expect(created.errors).toBeUndefined();
    const tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    const saved = await t.gql(
      '/academia-b/admin/graphql',
      SAVE_STUDENT,
      { input: { name: 'Beto', lastName: 'B', email: 'beto@b.com.br' } },
      tokenB,
    );
    studentOfB = saved.data.createOrUpdateUser.id;
  });
  afterAll(() => t.close());

  it('covers every non-public operation of the admin and account endpoints', () => {
    expect(
      rootFields(adminSdl)
        .filter((f) => !publicFields.has(f))
        .sort(),
    ).toEqual(Object.keys(adminCalls).sort());
    expect(
      rootFields(accountSdl)
        .filter((f) => !publicFields.has(f) && f !== 'account')
        .sort(),
    ).toEqual(Object.keys(accountCalls).sort());
  });

  it.each(Object.entries(adminCalls))(
    "refuses account A's admin on account B's admin endpoint: %s",
    async (_field, call) => {
      const head = await t.server.services.eventStore.headPosition();
      const result = await t.gql('/academia-b/admin/graphql', call.query, call.variables, tokenA);
      // Non-null roots null the whole data; nullable ones answer null beside the error.
      expect(Object.values(result.data ?? {}).every((value) => value === null)).toBe(true);
      expect(result.errors?.[0]).toMatchObject({ message: messages.forbidden, extensions: { code: 'FORBIDDEN' } });
      expect(await t.server.services.eventStore.headPosition()).toBe(head);
    },
  );

  it.each(Object.entries(accountCalls))(
    "refuses account A's admin on account B's account endpoint: %s",
    async (_field, call) => {
      const result = await t.gql('/academia-b/graphql', call.query, call.variables, tokenA);
      expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    },
  );

  it("does not let account A's credentials log in at account B", async () => {
    const result = await t.gql(
      '/academia-b/graphql',
      'mutation { login(email:"admin@demo.com.br", password:"demo12345") { token } }',
    );
    expect(result.errors?.[0]?.message).toBe(messages.invalidCredentials);
  });

  it("does not show or change B's student through A's own address", async () => {
    const read = await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      'query($id: ID!) { aluno(id: $id) { id } }',
      { id: studentOfB },
      tokenA,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.aluno).toBeNull();
    const write = await t.gql(
      `/${demo.accountCode}/admin/graphql`,
      SAVE_STUDENT,
      { input: { id: studentOfB, name: 'X', lastName: 'Y', email: 'x@y.com.br' } },
      tokenA,
    );
    expect(write.errors?.[0]).toMatchObject({ message: messages.studentNotFound, extensions: { code: 'NOT_FOUND' } });
    const del = await fetch(`${t.url}/${demo.accountCode}/admin/alunos/${studentOfB}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(del.status).toBe(404);
    expect(await del.json()).toEqual({ error: messages.studentNotFound, code: 'NOT_FOUND' });
    const delAtB = await fetch(`${t.url}/academia-b/admin/alunos/${studentOfB}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(delAtB.status).toBe(403);
  });

  it('keeps the operator endpoint for operators only', async () => {
    const result = await t.gql('/alderaan/graphql', '{ accounts { totalEntries } }', {}, tokenA);
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql('/alderaan/graphql', CREATE_ACCOUNT, { input: { name: 'Pirata' } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers an unknown account address with 404', async () => {
    const result = await t.gql('/nao-existe/admin/graphql', '{ alunos { totalEntries } }', {}, tokenA);
    expect(result.status).toBe(404);
    expect(result.errors?.[0]?.message).toBe(messages.accountNotFound);
  });
});
