import {
  exerciseMessages,
  STARTER_LIBRARY,
  type ExerciseChanged,
  type ExerciseCreated,
  type ExerciseDetails,
  type SetExerciseInput,
} from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider, type FieldIssue } from '@gym/platform';

/** What setExercise sends: every field optional, absent keeps, null or '' clears. */
export type ExerciseChanges = Omit<SetExerciseInput, 'id'>;

export type ExerciseCommand =
  | { type: 'CreateExercise'; data: { accountId: string; exerciseId: string; changes: ExerciseChanges; now: string } }
  | { type: 'ChangeExercise'; data: { accountId: string; exerciseId: string; changes: ExerciseChanges; now: string } }
  /** The server's start writes the starter library; a newer library text changes what differs. */
  | { type: 'EnsureStarterExercise'; data: { exerciseId: string; details: ExerciseDetails; now: string } };

export type ExerciseEvent = ExerciseCreated | ExerciseChanged;

export type ExerciseState = { status: 'none' } | { status: 'exists'; accountId: string; details: ExerciseDetails };

const empty: ExerciseDetails = {
  name: '',
  description: '',
  category: null,
  imageUrl: null,
  animatedImageUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  muscleGroups: [],
  equipment: [],
  recordEnabled: false,
  exerciseType: null,
};

const orNull = (value: string | null | undefined, previous: string | null) =>
  value === undefined ? previous : value === null || value === '' ? null : value;

/** The details after the changes: absent fields kept; a disabled record switch drops the type. */
export function mergeExercise(previous: ExerciseDetails, c: ExerciseChanges): ExerciseDetails {
  const recordEnabled = c.recordEnabled ?? previous.recordEnabled;
  const exerciseType = orNull(c.exerciseType, previous.exerciseType) as ExerciseDetails['exerciseType'];
  return {
    name: c.name === undefined ? previous.name : (c.name ?? ''),
    description: c.description === undefined ? previous.description : (c.description ?? ''),
    category: orNull(c.category, previous.category),
    imageUrl: orNull(c.imageUrl, previous.imageUrl),
    animatedImageUrl: orNull(c.animatedImageUrl, previous.animatedImageUrl),
    videoUrl: orNull(c.videoUrl, previous.videoUrl),
    externalVideoUrl: orNull(c.externalVideoUrl, previous.externalVideoUrl),
    muscleGroups: c.muscleGroups === undefined ? previous.muscleGroups : (c.muscleGroups ?? []),
    equipment: c.equipment === undefined ? previous.equipment : (c.equipment ?? []),
    recordEnabled,
    exerciseType: recordEnabled ? exerciseType : null,
  };
}

/** Spec 001 section 5 'Exercise': name and description required; records need a type. */
function validate(details: ExerciseDetails): void {
  const issues: FieldIssue[] = [];
  if (!details.name.trim()) issues.push({ path: ['name'], message: exerciseMessages.nameRequired });
  if (!details.description.trim())
    issues.push({ path: ['description'], message: exerciseMessages.descriptionRequired });
  if (details.recordEnabled && !details.exerciseType)
    issues.push({ path: ['exerciseType'], message: exerciseMessages.typeRequired });
  if (issues.length) throw new ValidationError(issues);
}

const same = (a: ExerciseDetails, b: ExerciseDetails) => JSON.stringify(a) === JSON.stringify(b);

/** One exercise (stream `exercise-<exerciseId>`): an account's own, or one of the starter library. */
export const exerciseDecider: Decider<ExerciseCommand, ExerciseEvent, ExerciseState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateExercise': {
        const { accountId, exerciseId, changes, now } = command.data;
        const details = mergeExercise(empty, changes);
        validate(details);
        if (state.status === 'exists') {
          if (state.accountId === accountId && same(state.details, details)) return []; // a retry
          throw new IllegalStateError(exerciseMessages.notFound);
        }
        return [{ type: 'ExerciseCreated', data: { accountId, exerciseId, details, createdAt: now } }];
      }
      case 'ChangeExercise': {
        const { accountId, exerciseId, changes, now } = command.data;
        if (state.status !== 'exists') throw new NotFoundError(exerciseMessages.notFound);
        if (state.accountId === STARTER_LIBRARY) throw new IllegalStateError(exerciseMessages.starterReadOnly);
        if (state.accountId !== accountId) throw new NotFoundError(exerciseMessages.notFound); // another account's reads as missing
        const details = mergeExercise(state.details, changes);
        validate(details);
        if (same(state.details, details)) return [];
        return [{ type: 'ExerciseChanged', data: { accountId, exerciseId, details, changedAt: now } }];
      }
      case 'EnsureStarterExercise': {
        const { exerciseId, details, now } = command.data;
        validate(details);
        if (state.status === 'none')
          return [
            { type: 'ExerciseCreated', data: { accountId: STARTER_LIBRARY, exerciseId, details, createdAt: now } },
          ];
        if (state.accountId !== STARTER_LIBRARY) throw new IllegalStateError(exerciseMessages.notFound);
        return same(state.details, details)
          ? []
          : [{ type: 'ExerciseChanged', data: { accountId: STARTER_LIBRARY, exerciseId, details, changedAt: now } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'ExerciseCreated':
      case 'ExerciseChanged':
        return { status: 'exists', accountId: event.data.accountId, details: event.data.details };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
