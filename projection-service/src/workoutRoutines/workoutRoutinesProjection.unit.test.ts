import type { WorkoutGroup, WorkoutGroupDoc, WorkoutRoutineDoc } from '@gym/contracts';
import { handlerFor, type Doc, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { workoutGroupsProjection, workoutRoutinesProjection } from './workoutRoutinesProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'workoutRoutine-r1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}
function project<D extends Doc>(projection: Projection<D, any>, events: RecordedEvent[], twice = false): D | null {
  return events.reduce<D | null>((doc, event) => {
    const handler = handlerFor(projection.handlers, event.type);
    if (!handler) return doc;
    const once = handler.update(doc, event as never);
    return twice ? handler.update(once, event as never) : once;
  }, null);
}

const at = '2026-11-24T12:00:00.000Z';
const base = { accountId: 'a1', routineId: 'r1' };
const config = {
  name: 'Força Íntegra',
  startDate: '2026-11-24',
  endDate: null,
  cycleType: 'date',
  target: 'programs',
  commentEnable: true,
  showOnlyOnScheduledDays: false,
  usersTargetIds: [],
  programIds: ['p1'],
  weekDayIds: [1],
};
const group = (id: string, ordering: number, name = `Treino ${id}`): WorkoutGroup => ({
  id,
  name,
  description: '',
  coverUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  audioUrl: null,
  attachmentUrl: null,
  ordering,
  workouts: [],
});
const events = [
  recorded('WorkoutRoutineCreated', { ...base, config, createdAt: at }),
  recorded('WorkoutGroupAdded', { ...base, group: group('g1', 0), at }),
  recorded('WorkoutGroupAdded', { ...base, group: group('g2', 1), at }),
  recorded('WorkoutRoutinePublished', { ...base, at }),
  recorded('WorkoutGroupChanged', { ...base, group: group('g2', 0), at }),
  recorded('WorkoutGroupChanged', { ...base, group: group('g1', 1, 'A renomeado'), at }),
];

describe('workoutRoutines read model', () => {
  it('keeps the routine with its groups in order and its draft state, every update safe to apply twice', () => {
    for (const twice of [false, true]) {
      const doc = project<WorkoutRoutineDoc>(workoutRoutinesProjection, events, twice);
      expect(doc).toMatchObject({
        id: 'r1',
        accountId: 'a1',
        name: 'Força Íntegra',
        sortName: 'forca integra',
        isDraft: false,
      });
      expect(doc!.workoutGroups.map((g) => [g.id, g.name])).toEqual([
        ['g2', 'Treino g2'],
        ['g1', 'A renomeado'],
      ]);
    }
  });

  it('drops a removed group and returns to draft', () => {
    const doc = project<WorkoutRoutineDoc>(workoutRoutinesProjection, [
      ...events,
      recorded('WorkoutGroupRemoved', { ...base, groupId: 'g1', at }),
      recorded('WorkoutGroupRemoved', { ...base, groupId: 'g2', at }),
      recorded('WorkoutRoutineReturnedToDraft', { ...base, at }),
    ]);
    expect(doc).toMatchObject({ isDraft: true, workoutGroups: [] });
  });
});

describe('workoutGroups read model', () => {
  it('keeps each group by id with its routine, and deletes it when removed', () => {
    const only = (id: string) => events.filter((e) => (e.data as { group?: { id: string } }).group?.id === id);
    expect(project<WorkoutGroupDoc>(workoutGroupsProjection, only('g1'), true)).toMatchObject({
      id: 'g1',
      routineId: 'r1',
      accountId: 'a1',
      name: 'A renomeado',
    });
    expect(
      project<WorkoutGroupDoc>(workoutGroupsProjection, [
        ...only('g1'),
        recorded('WorkoutGroupRemoved', { ...base, groupId: 'g1', at }),
      ]),
    ).toBeNull();
  });
});
