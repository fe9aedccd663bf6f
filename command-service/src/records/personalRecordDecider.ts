import { exerciseMessages, messages, recordMessages, type ExerciseType, type PersonalRecordSet } from '@gym/contracts';
import { IllegalStateError, NotFoundError, ValidationError, type Decider } from '@gym/platform';

/** What the handler looked up before deciding: the exercise as this account sees it, the student's membership. */
export interface RecordFacts {
  readonly exercise: { readonly recordEnabled: boolean; readonly exerciseType: ExerciseType | null } | null;
  readonly studentExists: boolean;
}

export type PersonalRecordCommand = {
  type: 'SetPersonalRecord';
  data: RecordFacts & {
    accountId: string;
    recordId: string;
    studentId: string;
    exerciseId: string;
    value: number;
    /** yyyy-MM-dd; today (-03:00) when the caller gave none. */
    recordedOn: string;
    today: string;
    enteredBy: 'staff' | 'member';
    enteredById: string | null;
    now: string;
  };
};

export type PersonalRecordState = { readonly recordIds: readonly string[]; readonly best: number | null };

/** A student's records on one exercise (stream `personalRecords-<studentId>-<exerciseId>`). */
export const personalRecordDecider: Decider<PersonalRecordCommand, PersonalRecordSet, PersonalRecordState> = {
  initialState: () => ({ recordIds: [], best: null }),

  decide(command, state) {
    const d = command.data;
    if (state.recordIds.includes(d.recordId)) return []; // a retry
    if (!d.studentExists) throw new NotFoundError(messages.studentNotFound);
    if (!d.exercise) throw new NotFoundError(exerciseMessages.notFound);
    if (!d.exercise.recordEnabled || !d.exercise.exerciseType)
      throw new IllegalStateError(recordMessages.notRecordEnabled);
    if (!(d.value > 0) || !Number.isFinite(d.value)) throw ValidationError.field('value', recordMessages.valueRequired);
    if (d.recordedOn > d.today) throw ValidationError.field('recordedOn', recordMessages.futureDate);
    return [
      {
        type: 'PersonalRecordSet',
        data: {
          accountId: d.accountId,
          recordId: d.recordId,
          studentId: d.studentId,
          exerciseId: d.exerciseId,
          exerciseType: d.exercise.exerciseType,
          value: d.value,
          recordedOn: d.recordedOn,
          enteredBy: d.enteredBy,
          enteredById: d.enteredById,
          isPersonalBest: state.best === null || d.value > state.best,
          recordedAt: d.now,
        },
      },
    ];
  },

  evolve(state, event) {
    return {
      recordIds: [...state.recordIds, event.data.recordId],
      best: state.best === null ? event.data.value : Math.max(state.best, event.data.value),
    };
  },
};
