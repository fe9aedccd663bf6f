import { withActivePlan } from '../command-service/src/entitlement/entitlement.testkit.ts';
import type { ConsoleSession } from './console.testkit.ts';

const ADMIN = '/demo/admin/graphql';

/**
 * Issue 34: a member books only with an active plan. Suites about something else give their member one through
 * staff's createOrUpdatePlanToUser; the member is found by e-mail (signed up in the app, or by the API).
 */
export async function givePlan(
  session: ConsoleSession,
  adminToken: string,
  email: string,
  options: { planId?: string } = {},
): Promise<string> {
  const [student] = await session.server.services.documents
    .collection<{ id: string }>('students')
    .find({ email }, { limit: 1 });
  if (!student) throw new Error(`no student ${email}`);
  const gql = async (_endpoint: string, query: string, variables: Record<string, unknown>, token?: string) => ({
    data: await session.adminGql(query, variables, token),
  });
  return withActivePlan(gql, ADMIN, adminToken, student.id, options);
}
