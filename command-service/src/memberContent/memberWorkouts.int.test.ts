import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { ADMIN, givePlan, MEMBER, newProgram, otherGym, saveRoutine, signUpMember } from './memberContent.testkit.ts';

const ROUTINES = /* GraphQL */ `
  query($u: ID) {
    getUserWorkoutRoutines(userId: $u) {
      id name startDate endDate cycleType target weekDayIds showOnlyOnScheduledDays
      workoutGroups {
        id name videoUrl
        workouts {
          name description
          exerciseWorkouts {
            series reps weight restTime notes
            exercise { id name imageUrl videoUrl recordEnabled exerciseType recordUnit }
          }
        }
      }
    }
  }
`;
const RECORD =
  'mutation($e: ID!, $v: Float!) { setMyPersonalRecord(exerciseId: $e, value: $v) { status isPersonalBest } }';
const names = (list: { name: string }[]) => list.map((r) => r.name).sort();

/** getUserWorkoutRoutines and the record entered in place, through the real server (issue 25 item 2). */
describe('the member app workouts on /{account}/graphql', { timeout: 90_000 }, () => {
  let t: TestServer;
  let admin: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  let exerciseId: string;
  beforeAll(async () => {
    // Monday 2026-11-23, 09:00 in São Paulo.
    t = await startTestServer({ clock: new FixedClock('2026-11-23T12:00:00.000Z') });
    admin = await t.adminToken();
    const weights = await newProgram(t, admin, 'Musculação');
    const yoga = await newProgram(t, admin, 'Yoga');
    ana = await signUpMember(t, 'Ana');
    bia = await signUpMember(t, 'Bia');
    await givePlan(t, admin, ana.id, 'Plano Musculação', [weights]);
    const ex = await t.gql(
      ADMIN,
      'mutation { setExercise(name: "Agachamento livre", description: "Desça até 90 graus", imageUrl: "https://img.exemplo.com.br/agacha.png", videoUrl: "https://videos.exemplo.com.br/agacha.mp4", recordEnabled: true, exerciseType: "carga") { exercise { id } } }',
      {},
      admin,
    );
    exerciseId = ex.data.setExercise.exercise.id;
    const base = { startDate: '2026-11-01', endDate: '2026-12-31', weekDayIds: [1, 3, 5] };
    await saveRoutine(t, admin, { ...base, name: 'Força A/B', target: 'programs', programIds: [weights] }, [
      { name: 'Treino A', exerciseId },
      { name: 'Treino B', exerciseId },
    ]);
    await saveRoutine(t, admin, { ...base, name: 'Só da Bia', target: 'users', usersTargetIds: [bia.id] }, [
      { name: 'Treino único', exerciseId },
    ]);
    await saveRoutine(t, admin, { ...base, name: 'Yoga flow', target: 'programs', programIds: [yoga] }, [
      { name: 'Saudação', exerciseId },
    ]);
    await saveRoutine(
      t,
      admin,
      { ...base, name: 'Antiga', endDate: '2026-11-20', target: 'programs', programIds: [weights] },
      [{ name: 'Velho', exerciseId }],
    );
    // No groups: a draft (spec 001 'Routine' state), never shown to members.
    await saveRoutine(t, admin, { ...base, name: 'Rascunho', target: 'programs', programIds: [weights] }, []);
  });
  afterAll(() => t.close());

  it("lists the published routines of the member's programs, by day, with each exercise's media and values", async () => {
    const r = await t.gql(MEMBER, ROUTINES, {}, ana.token);
    expect(r.errors).toBeUndefined();
    expect(names(r.data.getUserWorkoutRoutines)).toEqual(['Força A/B']);
    const [routine] = r.data.getUserWorkoutRoutines;
    expect(routine).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      cycleType: 'date',
      target: 'programs',
      weekDayIds: [1, 3, 5],
    });
    expect(routine.workoutGroups.map((g: { name: string }) => g.name)).toEqual(['Treino A', 'Treino B']);
    expect(routine.workoutGroups[0].videoUrl).toBe('https://videos.exemplo.com.br/grupo.mp4');
    expect(routine.workoutGroups[0].workouts[0]).toEqual({
      name: 'Principal',
      description: 'Faça com calma',
      exerciseWorkouts: [
        {
          series: '3',
          reps: '12',
          weight: '20',
          restTime: '60',
          notes: 'Sem pressa',
          exercise: {
            id: exerciseId,
            name: 'Agachamento livre',
            imageUrl: 'https://img.exemplo.com.br/agacha.png',
            videoUrl: 'https://videos.exemplo.com.br/agacha.mp4',
            recordEnabled: true,
            exerciseType: 'carga',
            recordUnit: 'kg',
          },
        },
      ],
    });
  });

  it('shows a routine aimed at the member by name to them only', async () => {
    expect(names((await t.gql(MEMBER, ROUTINES, {}, bia.token)).data.getUserWorkoutRoutines)).toEqual(['Só da Bia']);
    expect(names((await t.gql(MEMBER, ROUTINES, { u: bia.id }, bia.token)).data.getUserWorkoutRoutines)).toEqual([
      'Só da Bia',
    ]);
  });

  it("refuses another member's id, a visitor, and another account", async () => {
    const other = await t.gql(MEMBER, ROUTINES, { u: bia.id }, ana.token);
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
    expect((await t.gql(MEMBER, ROUTINES, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    await otherGym(t);
    const across = await t.gql('/academia-b/graphql', ROUTINES, {}, ana.token);
    expect(across.data?.getUserWorkoutRoutines ?? null).toBeNull();
    expect(across.errors?.[0]?.extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    // Academia B's own member sees nothing of the demo gym's routines.
    const carla = await signUpMember(t, 'Carla', 'academia-b');
    expect((await t.gql('/academia-b/graphql', ROUTINES, {}, carla.token)).data.getUserWorkoutRoutines).toEqual([]);
  });

  it("records a personal best in place with the console's record command, which staff then read", async () => {
    const first = await t.gql(MEMBER, RECORD, { e: exerciseId, v: 80 }, ana.token);
    expect(first.data.setMyPersonalRecord).toEqual({ status: 'success', isPersonalBest: true });
    const lower = await t.gql(MEMBER, RECORD, { e: exerciseId, v: 70 }, ana.token);
    expect(lower.data.setMyPersonalRecord.isPersonalBest).toBe(false);
    const staff = await t.gql(
      ADMIN,
      'query($u: ID!) { getPersonalRecords(userId: $u) { exercise { id name } unit best { value enteredBy recordedOn } history { value } } }',
      { u: ana.id },
      admin,
    );
    expect(staff.data.getPersonalRecords).toEqual([
      {
        exercise: { id: exerciseId, name: 'Agachamento livre' },
        unit: 'kg',
        best: { value: 80, enteredBy: 'member', recordedOn: '2026-11-23' },
        history: [{ value: 70 }, { value: 80 }],
      },
    ]);
    const mine = await t.gql(MEMBER, '{ myPersonalRecords { best { value } } }', {}, ana.token);
    expect(mine.data.myPersonalRecords).toEqual([{ best: { value: 80 } }]);
    expect(
      (await t.gql(MEMBER, '{ myPersonalRecords { best { value } } }', {}, bia.token)).data.myPersonalRecords,
    ).toEqual([]);
  });
});
