import { expect } from 'vitest';
import { SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { SAVE_PLAN, SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { CREATE_ACCOUNT, type TestServer } from '../testing/testServer.testkit.ts';

/** Fixtures of the member app's workouts and courses tests (issue 25 item 2), through the real server. */
export const ADMIN = '/demo/admin/graphql';
export const MEMBER = '/demo/graphql';

export async function signUpMember(
  t: TestServer,
  name: string,
  account = 'demo',
): Promise<{ id: string; token: string }> {
  const r = await t.gql(
    `/${account}/graphql`,
    `mutation { signUp(name:"${name}", lastName:"Conteudo", email:"${name.toLowerCase()}.conteudo@app.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.signUp;
}

export async function newProgram(t: TestServer, admin: string, name: string, endpoint = ADMIN): Promise<string> {
  const branch = (
    await t.gql(endpoint, SAVE_FILIAL, { input: { name: `Unidade ${name}`, filialType: 'online' } }, admin)
  ).data.createOrUpdateFilial.filial.id;
  return (await t.gql(endpoint, SAVE_PROGRAM, { input: { name, filialId: branch } }, admin)).data.createOrUpdateProgram
    .program.id;
}

/** A plan giving `programIds`, sold to the student (status Ativo). */
export async function givePlan(t: TestServer, admin: string, studentId: string, name: string, programIds: string[]) {
  const plan = await t.gql(ADMIN, SAVE_PLAN, { input: { name, value: 10000, programIds } }, admin);
  expect(plan.errors).toBeUndefined();
  const sold = await t.gql(
    ADMIN,
    SAVE_STUDENT_PLAN,
    { userId: studentId, planId: plan.data.createOrUpdatePlan.plan.id, paymentMethod: 'pix', status: 'active' },
    admin,
  );
  expect(sold.errors).toBeUndefined();
  return sold.data.createOrUpdatePlanToUser.id as string;
}

/** Another gym ('academia-b') and its owner's token. */
export async function otherGym(t: TestServer): Promise<string> {
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
    await t.operatorToken(),
  );
  expect(created.errors).toBeUndefined();
  return t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
}

const SAVE_ROUTINE =
  'mutation($input: WorkoutRoutineInput!) { workoutGroupRoutine(input: $input) { status workoutRoutine { id isDraft workoutGroups { id } } } }';

/** A routine with one group per entry of `groups` (one block each, the given exercise 3 × 12 at 20 kg, 60 s rest). */
export async function saveRoutine(
  t: TestServer,
  admin: string,
  input: Record<string, unknown>,
  groups: Array<{ name: string; exerciseId: string }>,
  endpoint = ADMIN,
): Promise<string> {
  const r = await t.gql(
    endpoint,
    SAVE_ROUTINE,
    {
      input: {
        ...input,
        workoutGroups: groups.map((g) => ({
          name: g.name,
          videoUrl: 'https://videos.exemplo.com.br/grupo.mp4',
          workouts: [
            {
              name: 'Principal',
              description: 'Faça com calma',
              exerciseWorkouts: [
                {
                  exerciseId: g.exerciseId,
                  series: '3',
                  reps: '12',
                  weight: '20',
                  restTime: '60',
                  notes: 'Sem pressa',
                },
              ],
            },
          ],
        })),
      },
    },
    admin,
  );
  expect(r.errors).toBeUndefined();
  return r.data.workoutGroupRoutine.workoutRoutine.id;
}
