import { handlerFor, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { exercisesProjection, type ExerciseSearchDoc } from './exercisesProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'exercise-x1',
    streamRevision: position - 1,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}
const project = (events: RecordedEvent[], start: ExerciseSearchDoc | null = null) =>
  events.reduce<ExerciseSearchDoc | null>(
    (doc, event) => handlerFor(exercisesProjection.handlers, event.type)?.update(doc, event) ?? doc,
    start,
  );

const details = {
  name: 'Elevação pélvica',
  description: 'Quadril para cima',
  category: null,
  imageUrl: null,
  animatedImageUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  muscleGroups: ['Glúteos'],
  equipment: ['Barra'],
  recordEnabled: true,
  exerciseType: 'carga',
};
const created = recorded('ExerciseCreated', {
  accountId: 'a1',
  exerciseId: 'x1',
  details,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const changed = recorded('ExerciseChanged', {
  accountId: 'a1',
  exerciseId: 'x1',
  details: { ...details, name: 'Hip thrust', imageUrl: 'http://h/a1/files/a1/images/i.png' },
  changedAt: '2026-11-24T11:00:00.000Z',
});

describe('exercises projection', () => {
  it('keeps the details, the folded sort name and the search text', () => {
    expect(project([created])).toEqual({
      id: 'x1',
      accountId: 'a1',
      ...details,
      sortName: 'elevacao pelvica',
      searchText: 'Elevação pélvica Glúteos Barra',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(project([created, changed])).toMatchObject({
      name: 'Hip thrust',
      sortName: 'hip thrust',
      imageUrl: 'http://h/a1/files/a1/images/i.png',
      updatedAt: '2026-11-24T11:00:00.000Z',
    });
  });

  it('is idempotent: replayed events change nothing', () => {
    const once = project([created, changed]);
    expect(project([created, changed], once)).toEqual(once);
  });
});
