import { exerciseMessages, STARTER_LIBRARY, type ExerciseDetails } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { exerciseDecider, type ExerciseEvent } from './exerciseDecider.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const spec = deciderSpec(exerciseDecider);
const details: ExerciseDetails = {
  name: 'Agachamento búlgaro',
  description: 'Pé de trás no banco, desça até 90°.',
  category: null,
  imageUrl: 'http://localhost/demo/files/acc-1/images/a.png',
  animatedImageUrl: null,
  videoUrl: 'http://localhost/demo/files/acc-1/exercises/videos/a.mp4',
  externalVideoUrl: null,
  muscleGroups: ['Quadríceps', 'Glúteos'],
  equipment: ['Banco'],
  recordEnabled: true,
  exerciseType: 'carga',
};
const changes = { ...details };
const created: ExerciseEvent = {
  type: 'ExerciseCreated',
  data: { accountId, exerciseId: 'e1', details, createdAt: now },
};
const create = (over: Record<string, unknown> = {}) => ({
  type: 'CreateExercise' as const,
  data: { accountId, exerciseId: 'e1', changes: { ...changes, ...over }, now },
});
const change = (over: Record<string, unknown>, account = accountId) => ({
  type: 'ChangeExercise' as const,
  data: { accountId: account, exerciseId: 'e1', changes: over, now },
});

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('expected a ValidationError');
}

describe('exercise decider', () => {
  it('creates an exercise with its media, muscle groups and record type', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('refuses a nameless exercise with the spec save message', () => {
    spec
      .given([])
      .when(create({ name: '  ' }))
      .thenThrows(ValidationError, exerciseMessages.nameRequired);
  });

  it('refuses an exercise without description/instructions', () => {
    spec
      .given([])
      .when(create({ description: null }))
      .thenThrows(ValidationError, exerciseMessages.descriptionRequired);
  });

  it('reports every missing field at once, with its path', () => {
    const issues = issuesOf(() =>
      exerciseDecider.decide(create({ name: '', description: '', exerciseType: null }), exerciseDecider.initialState()),
    );
    expect(issues).toEqual([
      { path: ['name'], message: exerciseMessages.nameRequired },
      { path: ['description'], message: exerciseMessages.descriptionRequired },
      { path: ['exerciseType'], message: exerciseMessages.typeRequired },
    ]);
  });

  it('refuses records enabled without a type', () => {
    spec
      .given([])
      .when(create({ exerciseType: '' }))
      .thenThrows(ValidationError, exerciseMessages.typeRequired);
  });

  it('drops the type when records are off', () => {
    spec
      .given([])
      .when(create({ recordEnabled: false }))
      .then([
        { ...created, data: { ...created.data, details: { ...details, recordEnabled: false, exerciseType: null } } },
      ]);
  });

  it('decides nothing when the same creation is retried, and refuses reusing the id otherwise', () => {
    spec.given([created]).when(create()).thenNothingHappens();
    spec
      .given([created])
      .when(create({ name: 'Outro' }))
      .thenThrows(IllegalStateError, exerciseMessages.notFound);
  });

  it('changes only the fields sent, clearing those sent empty', () => {
    spec
      .given([created])
      .when(change({ name: 'Agachamento búlgaro com halteres', videoUrl: '', equipment: null }))
      .then([
        {
          type: 'ExerciseChanged',
          data: {
            accountId,
            exerciseId: 'e1',
            details: { ...details, name: 'Agachamento búlgaro com halteres', videoUrl: null, equipment: [] },
            changedAt: now,
          },
        },
      ]);
  });

  it('decides nothing when a change changes nothing', () => {
    spec
      .given([created])
      .when(change({ name: details.name }))
      .thenNothingHappens();
  });

  it('refuses a change that empties the description', () => {
    spec
      .given([created])
      .when(change({ description: '' }))
      .thenThrows(ValidationError, exerciseMessages.descriptionRequired);
  });

  it('refuses changing a missing exercise, or one of another account (as missing)', () => {
    spec
      .given([])
      .when(change({ name: 'X' }))
      .thenThrows(NotFoundError, exerciseMessages.notFound);
    spec
      .given([created])
      .when(change({ name: 'X' }, 'acc-2'))
      .thenThrows(NotFoundError, exerciseMessages.notFound);
  });

  describe('starter library', () => {
    const starter = { ...details, recordEnabled: false, exerciseType: null, imageUrl: null, videoUrl: null };
    const ensure = (d: ExerciseDetails = starter) => ({
      type: 'EnsureStarterExercise' as const,
      data: { exerciseId: 'starter-x', details: d, now },
    });
    const starterCreated: ExerciseEvent = {
      type: 'ExerciseCreated',
      data: { accountId: STARTER_LIBRARY, exerciseId: 'starter-x', details: starter, createdAt: now },
    };

    it('writes a starter exercise once, and only what changed in a newer library', () => {
      spec.given([]).when(ensure()).then([starterCreated]);
      spec.given([starterCreated]).when(ensure()).thenNothingHappens();
      spec
        .given([starterCreated])
        .when(ensure({ ...starter, name: 'Novo nome' }))
        .then([
          {
            type: 'ExerciseChanged',
            data: {
              accountId: STARTER_LIBRARY,
              exerciseId: 'starter-x',
              details: { ...starter, name: 'Novo nome' },
              changedAt: now,
            },
          },
        ]);
    });

    it('is read-only for accounts', () => {
      spec
        .given([starterCreated])
        .when({ ...change({ name: 'Meu' }), data: { ...change({ name: 'Meu' }).data, exerciseId: 'starter-x' } })
        .thenThrows(IllegalStateError, exerciseMessages.starterReadOnly);
    });
  });
});
