import { workoutRoutineMessages as m } from '@gym/contracts';
import { demo } from '@gym/app';
import { demoRoutineName } from './seedRoutine.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FILIAL, SAVE_PROGRAM } from '../checkins/gqlDocs.testkit.ts';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { GROUP, ROUTINE, ROUTINES, SAVE_GROUP, SAVE_ROUTINE } from './workoutRoutineTenantCalls.testkit.ts';

/** workoutGroupRoutine / workoutGroupByRoutine and the reads, through the real server. */
describe('workout routines over HTTP', () => {
  let t: TestServer;
  let token: string;
  let tokenB: string;
  let program: string;
  let programOfB: string;
  let student: string;
  let studentOfB: string;
  let exerciseOfB: string;
  const admin = (
    query: string,
    variables: Record<string, unknown> = {},
    as = token,
    account: string = demo.accountCode,
  ) => t.gql(`/${account}/admin/graphql`, query, variables, as);
  const newProgram = async (name: string, as: string, account: string) => {
    const filialId = (await admin(SAVE_FILIAL, { input: { name: `Filial ${name}`, street: 'Rua A' } }, as, account))
      .data.createOrUpdateFilial.filial.id;
    return (await admin(SAVE_PROGRAM, { input: { name, filialId } }, as, account)).data.createOrUpdateProgram.program
      .id as string;
  };
  const newStudent = async (email: string, as: string, account: string) =>
    (await admin(SAVE_STUDENT, { input: { name: 'Aluno', lastName: 'Teste', email } }, as, account)).data
      .createOrUpdateUser.id as string;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
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
    tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    program = await newProgram('Musculação', token, demo.accountCode);
    programOfB = await newProgram('Natação', tokenB, 'academia-b');
    student = await newStudent('rotina.a@exemplo.com.br', token, demo.accountCode);
    studentOfB = await newStudent('rotina.b@exemplo.com.br', tokenB, 'academia-b');
    const ex = await admin(
      'mutation { setExercise(name: "Remada da B", description: "Só da academia B") { exercise { id } } }',
      {},
      tokenB,
      'academia-b',
    );
    exerciseOfB = ex.data.setExercise.exercise.id;
  }, 60_000);
  afterAll(() => t.close());

  let routineId: string;

  it('the demo gym has one published routine with two groups', async () => {
    const list = (await admin(ROUTINES)).data.workoutRoutines;
    expect(list).toEqual([
      expect.objectContaining({
        name: demoRoutineName,
        isDraft: false,
        workoutGroups: [{ id: expect.any(String) }, { id: expect.any(String) }],
      }),
    ]);
  });

  it('creates a routine with the spec defaults, as a draft', async () => {
    const res = await admin(SAVE_ROUTINE, { input: { programIds: [program], weekDayIds: [5, 1, 3] } });
    expect(res.errors).toBeUndefined();
    const routine = res.data.workoutGroupRoutine.workoutRoutine;
    expect(res.data.workoutGroupRoutine.status).toBe('success');
    expect(routine).toMatchObject({
      name: 'Nova rotina de treino',
      cycleType: 'date',
      target: 'programs',
      commentEnable: true,
      isDraft: true,
      programIds: [program],
      weekDayIds: [1, 3, 5],
      workoutGroups: [],
    });
    expect(routine.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    routineId = routine.id;
  });

  it('adds a group with blocks and exercises: published, aliases written, mm:ss in seconds', async () => {
    const res = await admin(SAVE_GROUP, {
      routineId,
      group: {
        tempId: '1732450000000',
        name: 'Treino A',
        videoUrl: 'http://localhost/demo/files/x/workouts/videos/a.mp4',
        workouts: [
          {
            name: 'Aquecimento',
            timeText: '07:00',
            exerciseWorkouts: [
              {
                exerciseId: 'starter-supino-reto',
                series: '3',
                reps: '12',
                weight: '10kg',
                time: '1:30',
                restTime: '60s',
              },
              {
                exerciseId: 'starter-prancha',
                rounds: '4',
                repetitions: '1',
                load: '',
                timeText: '45',
                notes: 'Sem cair o quadril',
              },
            ],
          },
          { name: 'Cardio', description: '20 minutos de esteira' },
        ],
      },
    });
    expect(res.errors).toBeUndefined();
    const { workoutGroup, workoutRoutine } = res.data.workoutGroupByRoutine;
    expect(workoutRoutine.isDraft).toBe(false);
    expect(workoutGroup).toMatchObject({ name: 'Treino A', workoutRoutineId: routineId, ordering: 0 });
    const [warmUp, cardio] = workoutGroup.workouts;
    expect(warmUp).toMatchObject({ name: 'Aquecimento', timeText: '07:00', time_text: '07:00' });
    expect(warmUp.exerciseWorkouts[0]).toMatchObject({
      exercise: { label: 'Supino reto com barra', value: 'starter-supino-reto' },
      series: '3',
      rounds: '3',
      reps: '12',
      repetitions: '12',
      weight: '10kg',
      load: '10kg',
      time: '90',
      timeText: '90',
    });
    expect(warmUp.exerciseWorkouts[1]).toMatchObject({
      series: '4',
      reps: '1',
      time: '45',
      notes: 'Sem cair o quadril',
    });
    expect(cardio).toMatchObject({ description: '20 minutos de esteira', exerciseWorkouts: [] });

    const preview = await admin(GROUP, { id: workoutGroup.id });
    expect(preview.data.workoutGroup).toEqual(workoutGroup);
  });

  it('saves everything at once (Publicar alterações): order, _destroy, a second group; reopened intact', async () => {
    const before = (await admin(ROUTINE, { id: routineId })).data.workoutRoutine;
    const groupA = before.workoutGroups[0];
    const [warmUp, cardio] = groupA.workouts;
    const input = {
      id: routineId,
      name: 'Hipertrofia A/B',
      endDate: '2099-12-31',
      workoutGroups: [
        {
          name: 'Treino B',
          workouts: [{ name: 'Pernas', exerciseWorkouts: [{ exerciseId: 'starter-agachamento-livre', series: '5' }] }],
        },
        {
          id: groupA.id,
          name: 'Treino A',
          workouts: [
            { id: cardio.id, _destroy: true },
            {
              id: warmUp.id,
              name: 'Aquecimento',
              exerciseWorkouts: [
                { ...pickEntry(warmUp.exerciseWorkouts[0]) },
                { id: warmUp.exerciseWorkouts[1].id, exerciseId: 'starter-prancha', _destroy: true },
              ],
            },
          ],
        },
        { tempId: 'x', name: 'Nunca salvo', _destroy: true },
      ],
    };
    const res = await admin(SAVE_ROUTINE, { input });
    expect(res.errors).toBeUndefined();
    const reopened = (await admin(ROUTINE, { id: routineId })).data.workoutRoutine;
    expect(reopened).toEqual(res.data.workoutGroupRoutine.workoutRoutine);
    expect(reopened.name).toBe('Hipertrofia A/B');
    expect(reopened.programIds).toEqual([program]); // absent fields keep
    expect(reopened.workoutGroups.map((g: { name: string; ordering: number }) => [g.name, g.ordering])).toEqual([
      ['Treino B', 0],
      ['Treino A', 1],
    ]);
    expect(reopened.workoutGroups[1].workouts).toHaveLength(1);
    expect(
      reopened.workoutGroups[1].workouts[0].exerciseWorkouts.map((e: { exerciseId: string }) => e.exerciseId),
    ).toEqual(['starter-supino-reto']);
    const list = (await admin(ROUTINES)).data.workoutRoutines;
    expect(list.find((r: { id: string }) => r.id === routineId)).toMatchObject({
      name: 'Hipertrofia A/B',
      isDraft: false,
    });
  });

  it('switches the target to users (clearing programs), and back', async () => {
    const users = await admin(SAVE_ROUTINE, { input: { id: routineId, target: 'users', usersTargetIds: [student] } });
    expect(users.data.workoutGroupRoutine.workoutRoutine).toMatchObject({
      target: 'users',
      usersTargetIds: [student],
      programIds: [],
    });
    const programs = await admin(SAVE_ROUTINE, { input: { id: routineId, target: 'programs', programIds: [program] } });
    expect(programs.data.workoutGroupRoutine.workoutRoutine).toMatchObject({
      usersTargetIds: [],
      programIds: [program],
    });
  });

  it('answers the spec messages and field paths, and writes nothing', async () => {
    const noUsers = await admin(SAVE_ROUTINE, { input: { target: 'users', usersTargetIds: [] } });
    expect(noUsers.errors?.[0]?.message).toBe(m.requiredFieldsToast);
    expect(noUsers.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'usersTargetIds'], message: m.usersRequired },
    ]);
    const badBlocks = await admin(SAVE_GROUP, {
      routineId,
      group: { name: 'Ruim', workouts: [{ name: 'Vazio' }, { description: 'x', timeText: '7' }] },
    });
    expect(badBlocks.errors?.[0]?.extensions.fields).toEqual([
      { path: ['workoutGroup', 'workouts', 0, 'description'], message: m.workoutDescriptionOrExercise },
      { path: ['workoutGroup', 'workouts', 1, 'timeText'], message: m.invalidTime },
    ]);
    const emptyGroup = await admin(SAVE_GROUP, { routineId, group: { name: '' } });
    expect(emptyGroup.errors?.[0]?.extensions.fields).toEqual([
      { path: ['workoutGroup', 'name'], message: m.fieldRequired },
    ]);
    const badCycle = await admin(SAVE_ROUTINE, { input: { cycleType: 'semana' } });
    expect(badCycle.errors?.[0]?.message).toBe(m.invalidCycleType);
    const after = (await admin(ROUTINE, { id: routineId })).data.workoutRoutine;
    expect(after.workoutGroups.map((g: { name: string }) => g.name)).toEqual(['Treino B', 'Treino A']);
  });

  it("checks every id against the account: another account's program, student, exercise and routine", async () => {
    const foreignProgram = await admin(SAVE_ROUTINE, { input: { programIds: [programOfB] } });
    expect(foreignProgram.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'programIds', 0], message: m.programNotFound },
    ]);
    const foreignUser = await admin(SAVE_ROUTINE, { input: { target: 'users', usersTargetIds: [studentOfB] } });
    expect(foreignUser.errors?.[0]?.extensions.fields).toEqual([
      { path: ['input', 'usersTargetIds', 0], message: m.userNotFound },
    ]);
    const foreignExercise = await admin(SAVE_GROUP, {
      routineId,
      group: { name: 'X', workouts: [{ exerciseWorkouts: [{ exerciseId: exerciseOfB }] }] },
    });
    expect(foreignExercise.errors?.[0]?.extensions.fields).toEqual([
      { path: ['workoutGroup', 'workouts', 0, 'exerciseWorkouts', 0, 'exerciseId'], message: m.exerciseNotFound },
    ]);
    // Account B cannot read or change account A's routine or group: they read as missing.
    const groupId = (await admin(ROUTINE, { id: routineId })).data.workoutRoutine.workoutGroups[0].id;
    expect((await admin(ROUTINE, { id: routineId }, tokenB, 'academia-b')).data.workoutRoutine).toBeNull();
    expect((await admin(GROUP, { id: groupId }, tokenB, 'academia-b')).data.workoutGroup).toBeNull();
    expect((await admin(ROUTINES, {}, tokenB, 'academia-b')).data.workoutRoutines).toEqual([]);
    const hijack = await admin(SAVE_ROUTINE, { input: { id: routineId, name: 'Roubada' } }, tokenB, 'academia-b');
    expect(hijack.errors?.[0]?.message).toBe(m.routineNotFound);
    const hijackGroup = await admin(
      SAVE_GROUP,
      { routineId, group: { id: groupId, _destroy: true } },
      tokenB,
      'academia-b',
    );
    expect(hijackGroup.errors?.[0]?.message).toBe(m.routineNotFound);
    // A's token at B's address is refused.
    expect((await admin(ROUTINES, {}, token, 'academia-b')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await admin(ROUTINE, { id: routineId })).data.workoutRoutine.name).toBe('Hipertrofia A/B');
  });

  it('survives hostile input: a huge list is refused in pt-BR, the server still answers', async () => {
    const huge = await admin(SAVE_ROUTINE, {
      input: { workoutGroups: Array.from({ length: 60 }, (_, i) => ({ name: `G${i}` })) },
    });
    expect(huge.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect((await admin(ROUTINES)).errors).toBeUndefined();
  });
});

function pickEntry(e: Record<string, unknown>) {
  const { id, exerciseId, series, reps, weight, time, restTime, notes } = e;
  return { id, exerciseId, series, reps, weight, time, restTime, notes };
}
