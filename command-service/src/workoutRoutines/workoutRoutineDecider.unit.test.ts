import { workoutRoutineMessages as m } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { entryTimeInSeconds, workoutRoutineDecider } from './workoutRoutineDecider.ts';
import {
  accountId,
  config,
  created,
  groupA,
  groupAdded,
  groupInput,
  now,
  published,
  routineId,
  saveGroup,
  saveRoutine,
  today,
} from './workoutRoutine.testkit.ts';

const spec = deciderSpec(workoutRoutineDecider);

function issuesOf(
  events: Parameters<typeof spec.given>[0],
  command: Parameters<typeof workoutRoutineDecider.decide>[0],
) {
  const state = events.reduce(workoutRoutineDecider.evolve, workoutRoutineDecider.initialState());
  try {
    workoutRoutineDecider.decide(command, state);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(m.requiredFieldsToast);
    return (error as ValidationError).issues;
  }
  throw new Error('expected a ValidationError');
}

describe('workout routine decider', () => {
  it('creates a routine without groups as a draft', () => {
    spec.given([]).when(saveRoutine()).then([created]);
    const state = [created].reduce(workoutRoutineDecider.evolve, workoutRoutineDecider.initialState());
    expect(state).toMatchObject({ status: 'exists', isDraft: true });
  });

  it('takes the spec defaults: name, cycleType date, commentEnable true, start today', () => {
    spec
      .given([])
      .when(saveRoutine({ config: { name: '  ' } }))
      .then([
        {
          type: 'WorkoutRoutineCreated',
          data: {
            accountId,
            routineId,
            createdAt: now,
            config: {
              name: 'Nova rotina de treino',
              startDate: today,
              endDate: null,
              cycleType: 'date',
              target: 'programs',
              commentEnable: true,
              showOnlyOnScheduledDays: false,
              usersTargetIds: [],
              programIds: [],
              weekDayIds: [],
            },
          },
        },
      ]);
  });

  it('publishes a routine created with a group (the draft rule)', () => {
    spec
      .given([])
      .when(saveRoutine({ groups: [groupInput()] }))
      .then([created, groupAdded, published]);
  });

  it('publishes a draft when its first group is added by workoutGroupByRoutine', () => {
    spec.given([created]).when(saveGroup(groupInput())).then([groupAdded, published]);
  });

  it('returns to draft when the last group is destroyed', () => {
    spec
      .given([created, groupAdded, published])
      .when(saveRoutine({ create: false, config: {}, groups: [groupInput({ _destroy: true }, true)] }))
      .then([
        { type: 'WorkoutGroupRemoved', data: { accountId, routineId, groupId: 'g1', at: now } },
        { type: 'WorkoutRoutineReturnedToDraft', data: { accountId, routineId, at: now } },
      ]);
  });

  it('drops a destroyed group that was never saved, and a repeated save changes nothing', () => {
    spec
      .given([created])
      .when(saveRoutine({ create: false, config: {}, groups: [groupInput({ _destroy: true })] }))
      .thenNothingHappens();
    spec
      .given([created, groupAdded, published])
      .when(saveRoutine({ create: false, config: { ...config }, groups: [groupInput({}, true)] }))
      .thenNothingHappens();
  });

  it('choosing users clears the programs, and choosing programs clears the users', () => {
    const [event] = workoutRoutineDecider.decide(
      saveRoutine({ create: false, config: { target: 'users', usersTargetIds: ['u1', 'u1'] } }),
      [created].reduce(workoutRoutineDecider.evolve, workoutRoutineDecider.initialState()),
    );
    expect(event).toMatchObject({
      type: 'WorkoutRoutineChanged',
      data: { config: { target: 'users', usersTargetIds: ['u1'], programIds: [] } },
    });
    const back = workoutRoutineDecider.decide(
      saveRoutine({ create: false, config: { target: 'programs', programIds: ['p2'] } }),
      [created, event!].reduce(workoutRoutineDecider.evolve, workoutRoutineDecider.initialState()),
    );
    expect(back[0]).toMatchObject({ data: { config: { target: 'programs', usersTargetIds: [], programIds: ['p2'] } } });
  });

  it('refuses a users target without users', () => {
    expect(issuesOf([], saveRoutine({ config: { ...config, target: 'users', usersTargetIds: [] } }))).toEqual([
      { path: ['input', 'usersTargetIds'], message: m.usersRequired },
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(issuesOf([], saveRoutine({ config: { ...config, endDate: '2026-11-01' } }))).toEqual([
      { path: ['input', 'endDate'], message: m.endBeforeStart },
    ]);
  });

  it('refuses an empty group (name, video, cover, attachment or workouts)', () => {
    expect(issuesOf([created], saveGroup(groupInput({ name: '', workouts: [] })))).toEqual([
      { path: ['workoutGroup', 'name'], message: m.fieldRequired },
    ]);
    spec
      .given([created])
      .when(saveGroup(groupInput({ name: '', workouts: [], coverUrl: 'https://x/c.png' })))
      .then([
        {
          type: 'WorkoutGroupAdded',
          data: {
            accountId,
            routineId,
            at: now,
            group: { ...groupA, name: '', coverUrl: 'https://x/c.png', workouts: [] },
          },
        },
        published,
      ]);
  });

  it('refuses a block without description or exercise, and a bad timeText (every issue at once)', () => {
    const group = groupInput({
      workouts: [
        { id: 'w1', isNew: true, name: 'Vazio', exerciseWorkouts: [] },
        { id: 'w2', isNew: true, name: 'Cardio', description: 'Esteira', timeText: '7h' },
      ],
    });
    expect(issuesOf([created], saveRoutine({ create: false, config: {}, groups: [group] }))).toEqual([
      { path: ['input', 'workoutGroups', 0, 'workouts', 0, 'description'], message: m.workoutDescriptionOrExercise },
      { path: ['input', 'workoutGroups', 0, 'workouts', 1, 'timeText'], message: m.invalidTime },
    ]);
  });

  it('refuses an exercise entry without an exercise', () => {
    const group = groupInput({
      workouts: [
        { id: 'w1', isNew: true, description: 'x', exerciseWorkouts: [{ id: 'e9', isNew: true, series: '3' }] },
      ],
    });
    expect(issuesOf([created], saveGroup(group))).toEqual([
      { path: ['workoutGroup', 'workouts', 0, 'exerciseWorkouts', 0, 'exerciseId'], message: m.exerciseRequired },
    ]);
  });

  it("refuses block and entry ids that are not the group's own", () => {
    const group = groupInput(
      {
        workouts: [
          { id: 'w-other', isNew: false, description: 'x' },
          {
            id: 'w1',
            isNew: false,
            exerciseWorkouts: [{ id: 'e-other', isNew: false, exerciseId: 'x' }],
            description: 'y',
          },
        ],
      },
      true,
    );
    expect(issuesOf([created, groupAdded, published], saveGroup(group))).toEqual([
      { path: ['workoutGroup', 'workouts', 0, 'id'], message: m.itemNotFound },
      { path: ['workoutGroup', 'workouts', 1, 'exerciseWorkouts', 0, 'id'], message: m.itemNotFound },
    ]);
  });

  it('refuses an unknown group id, a missing routine, an id that does not exist and another account', () => {
    spec
      .given([created])
      .when(saveGroup(groupInput({}, true)))
      .thenThrows(NotFoundError, m.groupNotFound);
    spec.given([]).when(saveGroup(groupInput())).thenThrows(NotFoundError, m.routineNotFound);
    spec
      .given([])
      .when(saveRoutine({ create: false }))
      .thenThrows(NotFoundError, m.routineNotFound);
    spec.given([created]).when(saveGroup(groupInput(), 'acc-2')).thenThrows(NotFoundError, m.routineNotFound);
    spec
      .given([created])
      .when({ ...saveRoutine(), data: { ...saveRoutine().data, accountId: 'acc-2' } } as never)
      .thenThrows(NotFoundError, m.routineNotFound);
  });

  it('reads the older alias names and converts an mm:ss time to seconds', () => {
    const group = groupInput({
      workouts: [
        {
          id: 'w1',
          isNew: true,
          timeText: '07:30',
          exerciseWorkouts: [
            { id: 'e1', isNew: true, exerciseId: 'x', rounds: '4', repetitions: '10', load: '20kg', timeText: '1:30' },
          ],
        },
      ],
    });
    const [added] = workoutRoutineDecider.decide(
      saveGroup(group),
      [created].reduce(workoutRoutineDecider.evolve, workoutRoutineDecider.initialState()),
    );
    expect(added).toMatchObject({
      type: 'WorkoutGroupAdded',
      data: {
        group: {
          workouts: [
            { timeText: '07:30', exerciseWorkouts: [{ series: '4', reps: '10', weight: '20kg', time: '90' }] },
          ],
        },
      },
    });
    expect(entryTimeInSeconds('45')).toBe('45');
    expect(entryTimeInSeconds('2:05')).toBe('125');
  });

  it('removes a destroyed block and entry of a saved group', () => {
    const group = groupInput(
      {
        workouts: [
          {
            id: 'w1',
            isNew: false,
            description: 'Só alongar',
            exerciseWorkouts: [{ id: 'e1', isNew: false, _destroy: true }],
          },
          { id: 'wx', isNew: true, _destroy: true },
        ],
      },
      true,
    );
    spec
      .given([created, groupAdded, published])
      .when(saveGroup(group))
      .then([
        {
          type: 'WorkoutGroupChanged',
          data: {
            accountId,
            routineId,
            at: now,
            group: {
              ...groupA,
              workouts: [{ ...groupA.workouts[0]!, name: '', description: 'Só alongar', exerciseWorkouts: [] }],
            },
          },
        },
      ]);
  });

  it('moves groups in the order the editor sends them', () => {
    const groupB = { ...groupA, id: 'g2', name: 'Treino B', ordering: 1 };
    const addedB = { type: 'WorkoutGroupAdded' as const, data: { accountId, routineId, group: groupB, at: now } };
    const events = workoutRoutineDecider.decide(
      saveRoutine({
        create: false,
        config: {},
        groups: [groupInput({ id: 'g2', name: 'Treino B' }, true), groupInput({}, true)],
      }),
      [created, groupAdded, addedB, published].reduce(
        workoutRoutineDecider.evolve,
        workoutRoutineDecider.initialState(),
      ),
    );
    expect(
      events.map((e) => [
        e.type,
        (e.data as { group: { id: string; ordering: number } }).group.id,
        (e.data as { group: { ordering: number } }).group.ordering,
      ]),
    ).toEqual([
      ['WorkoutGroupChanged', 'g2', 0],
      ['WorkoutGroupChanged', 'g1', 1],
    ]);
  });
});
