import { SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';

type Gql = (
  endpoint: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: any; errors?: readonly { message: string }[] }>;

/** The plan a test's student gets unless it asks for another: free, endless, every program. */
const FREE_PLAN = { name: 'Plano Livre (testes)', value: 0, planType: 'normal' };
const freePlans = new Map<string, Promise<string>>();

/** Creates a catalogue plan (createOrUpdatePlan, as the console does); its id. */
export async function catalogPlan(
  gql: Gql,
  endpoint: string,
  token: string,
  input: Record<string, unknown>,
): Promise<string> {
  const r = await gql(endpoint, SAVE_PLAN, { input: { value: 0, ...input } }, token);
  if (r.errors?.length || !r.data) throw new Error(`plan not saved: ${JSON.stringify(r.errors)}`);
  return r.data.createOrUpdatePlan.plan.id as string;
}

/**
 * Issue 34: a student books only with an active plan. Tests about something else give their students one
 * (createOrUpdatePlanToUser, staff's form), started long ago so any class date of the test is covered.
 */
export async function withActivePlan(
  gql: Gql,
  endpoint: string,
  token: string,
  studentId: string,
  options: { planId?: string; startDate?: string; status?: string; paymentMethod?: string } = {},
): Promise<string> {
  let planId = options.planId;
  if (!planId) {
    const key = `${endpoint}:${token}`;
    if (!freePlans.has(key)) freePlans.set(key, catalogPlan(gql, endpoint, token, FREE_PLAN));
    planId = await (freePlans.get(key) as Promise<string>);
  }
  const r = await gql(
    endpoint,
    SAVE_STUDENT_PLAN,
    {
      userId: studentId,
      planId,
      status: options.status ?? 'active',
      startDate: options.startDate ?? '2020-01-01',
      paymentMethod: options.paymentMethod ?? 'outros',
    },
    token,
  );
  if (r.errors?.length || !r.data) throw new Error(`plan not assigned: ${JSON.stringify(r.errors)}`);
  return r.data.createOrUpdatePlanToUser.id as string;
}
