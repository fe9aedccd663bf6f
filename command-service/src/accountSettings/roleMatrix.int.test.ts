import { adminSdl } from '@gym/contracts';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { memberWithRole } from './staff.testkit.ts';

/**
 * The role matrix of the admin endpoint (docs/accounts.md): the least role that may call each root
 * field. Every field of the SDL must be here, so a new operation needs a decision.
 */
type Least = 'staff' | 'manager' | 'admin' | 'public';
const MATRIX_STAFF = [
  // reads
  'account',
  'checkoutAppearance',
  'alunos',
  'aluno',
  'filials',
  'filial',
  'programs',
  'program',
  'programClasses',
  'programSchedule',
  'coaches',
  'checkins',
  'getUserCheckinHistory',
  'checkinSettings',
  'getPlans',
  'plan',
  'getAlunoPlans',
  'planFreezeLimits',
  'getUserPoints',
  'getUserInbox',
  'getMessageById',
  'campaigns',
  'campaign',
  'campaignDeliveries',
  'campaignOutbox',
  // a coach records and corrects the check-ins of the classes they give
  'createOrUpdateCheckin',
  'deleteCheckin',
  'markCheckinNoShow',
  // the desk scans a member's QR code (issue 25)
  'createCheckinFromQrCode',
  'memberAppSummary',
  // the classes coaches gave (a coach records and sees only their own)
  'coachCheckins',
  'createCoachCheckin',
  // trainers author content: the exercise library, their uploads, and their students' personal records
  'getExercises',
  'exercise',
  'setExercise',
  'requestPresignedUpload',
  'getPersonalRecords',
  'setPersonalRecord',
  // and workout routines (spec 001: the professional uses the exercise and routine builder)
  'workoutRoutines',
  'workoutRoutine',
  'workoutGroup',
  'workoutGroupRoutine',
  'workoutGroupByRoutine',
  // the dashboard (spec 002 /admin/): every staff member opens the console on it
  'dashboardCheckins',
  'dashboardComments',
  'dashboardUsers',
  'dashboardPlans',
  // every staff member moderates comments (hide, delete, reply); publishing to the feed is a manager's
  'posts',
  'generalComments',
  'hideComment',
  'deleteComment',
  'replyComment',
  // the team answers members' course participations
  'participations',
  'reviewParticipation',
  // courses: the team reads them; admins and managers author them (spec 001 section 1)
  'courses',
  'course',
  'courseCategories',
  'courseCategory',
  // recurring billing: staff see the ladder, a student's cards on file and the overdue list (issue 24)
  'billingLadder',
  'alunoRecurringBilling',
  'overdueStudents',
  // every staff member reads the reviews and the rating over time; answering one is a manager's (issue 22)
  'reviews',
  'reviewRatingHistory',
  // every staff member reads the account's messages (/admin/messages); answering stays sendReplyMessage's rule
  'inboxThreads',
];
const MATRIX_ADMIN = [
  'updateAccount',
  'staff',
  'inviteStaff',
  'updateStaff',
  'removeStaff',
  'createStripeAccountLink',
  'updateCheckoutAppearance',
  'setBillingLadder',
  'accountSubscriptions',
  'accountBillings',
];
const MATRIX_PUBLIC = ['login'];

function dummy(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return [dummy(type.ofType as GraphQLInputType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, dummy(f.type)]),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return '00000000-0000-4000-8000-000000000000';
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      default:
        return 'x';
    }
  }
  return null;
}

/** A call of the field with every required argument filled with a dummy value of its type. */
function callOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : '{ __typename }';
  return {
    query: `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, dummy(a.type)])),
  };
}

const schema = buildSchema(adminSdl);
const fields = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query' as const, field: f })),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation' as const, field: f })),
];
const least = (name: string): Least =>
  MATRIX_PUBLIC.includes(name)
    ? 'public'
    : MATRIX_ADMIN.includes(name)
      ? 'admin'
      : MATRIX_STAFF.includes(name)
        ? 'staff'
        : 'manager';

describe('role matrix of the admin endpoint, every operation of the SDL as a coach and a manager', {
  timeout: 120_000,
}, () => {
  let t: TestServer;
  const tokens: Record<'coach' | 'manager', string> = { coach: '', manager: '' };
  beforeAll(async () => {
    t = await startTestServer();
    tokens.coach = await memberWithRole(t, demo.accountCode, 'coach', 'treinador@demo.com.br');
    tokens.manager = await memberWithRole(t, demo.accountCode, 'manager', 'gerente@demo.com.br');
  });
  afterAll(() => t.close());

  it('names every staff-only field of the matrix in the SDL', () => {
    const names = fields.map((f) => f.field.name);
    for (const name of [...MATRIX_STAFF, ...MATRIX_ADMIN, ...MATRIX_PUBLIC]) expect(names).toContain(name);
  });

  for (const role of ['coach', 'manager'] as const) {
    it.each(fields.map((f) => [f.field.name, f] as const))(`${role}: %s`, async (name, { kind, field }) => {
      const { query, variables } = callOf(kind, field);
      const result = await t.gql(`/${demo.accountCode}/admin/graphql`, query, variables, tokens[role]);
      const forbidden = result.errors?.some((e) => e.extensions?.code === 'FORBIDDEN') ?? false;
      const level = least(name);
      const allowed = level === 'public' || level === 'staff' || (level === 'manager' && role === 'manager');
      // Allowed calls may still fail on the dummy arguments (not found, validation), never as FORBIDDEN.
      expect({ name, forbidden }).toEqual({ name, forbidden: !allowed });
    });
  }
});
