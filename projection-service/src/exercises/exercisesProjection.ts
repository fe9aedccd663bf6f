import type { ExerciseDetails, ExerciseDoc } from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';
import { foldText } from '../students/studentsProjection.ts';
import type { ReadModel } from '../readModel.ts';

export const EXERCISES = 'exercises';

export interface ExerciseSearchDoc extends ExerciseDoc {
  /** Name, muscle groups and equipment: what the library's search box matches. */
  readonly searchText: string;
}

const byExerciseId = (event: RecordedEvent) => [(event.data as { exerciseId: string }).exerciseId];

const derived = (details: ExerciseDetails) => ({
  sortName: foldText(details.name),
  searchText: [details.name, ...details.muscleGroups, ...details.equipment].join(' '),
});

/** Collection `exercises`: getExercises (the library dialog, the search select) and the exercise page. */
export const exercisesProjection: ReadModel<ExerciseSearchDoc> = {
  collection: {
    name: EXERCISES,
    indexes: [{ fields: ['accountId', 'sortName', 'id'] }],
    textFields: ['searchText'],
  },
  handlers: {
    ExerciseCreated: {
      ids: byExerciseId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { accountId, exerciseId, details, createdAt } = event.data;
        return { id: exerciseId, accountId, ...details, ...derived(details), createdAt, updatedAt: createdAt };
      },
    },
    ExerciseChanged: {
      ids: byExerciseId,
      update: (doc, event) => {
        if (!doc) return null;
        const { details, changedAt } = event.data;
        if (changedAt < doc.updatedAt) return doc; // an older change replayed
        return { ...doc, ...details, ...derived(details), updatedAt: changedAt };
      },
    },
  },
};
