import type { WorkoutGroupDoc, WorkoutRoutineDoc } from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';
import { foldText } from '../students/studentsProjection.ts';
import type { ReadModel } from '../readModel.ts';

export const WORKOUT_ROUTINES = 'workoutRoutines';
export const WORKOUT_GROUPS = 'workoutGroups';

const byRoutineId = (event: RecordedEvent) => [(event.data as { routineId: string }).routineId];
const byOrdering = (a: { ordering: number }, b: { ordering: number }) => a.ordering - b.ordering;

/** Collection `workoutRoutines`: the routine list, the routine screen, each routine with its groups in order. */
export const workoutRoutinesProjection: ReadModel<WorkoutRoutineDoc> = {
  collection: { name: WORKOUT_ROUTINES, indexes: [{ fields: ['accountId', 'sortName', 'id'] }] },
  handlers: {
    WorkoutRoutineCreated: {
      ids: byRoutineId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { accountId, routineId, config, createdAt } = event.data;
        return {
          id: routineId,
          accountId,
          ...config,
          isDraft: true,
          workoutGroups: [],
          sortName: foldText(config.name),
          createdAt,
          updatedAt: createdAt,
        };
      },
    },
    WorkoutRoutineChanged: {
      ids: byRoutineId,
      update: (doc, event) =>
        doc && {
          ...doc,
          ...event.data.config,
          sortName: foldText(event.data.config.name),
          updatedAt: event.data.changedAt,
        },
    },
    WorkoutGroupAdded: {
      ids: byRoutineId,
      update: (doc, event) => {
        if (!doc) return null;
        const others = doc.workoutGroups.filter((g) => g.id !== event.data.group.id); // applied twice: replaced
        return { ...doc, workoutGroups: [...others, event.data.group].sort(byOrdering), updatedAt: event.data.at };
      },
    },
    WorkoutGroupChanged: {
      ids: byRoutineId,
      update: (doc, event) =>
        doc && {
          ...doc,
          workoutGroups: doc.workoutGroups
            .map((g) => (g.id === event.data.group.id ? event.data.group : g))
            .sort(byOrdering),
          updatedAt: event.data.at,
        },
    },
    WorkoutGroupRemoved: {
      ids: byRoutineId,
      update: (doc, event) =>
        doc && {
          ...doc,
          workoutGroups: doc.workoutGroups.filter((g) => g.id !== event.data.groupId),
          updatedAt: event.data.at,
        },
    },
    WorkoutRoutinePublished: { ids: byRoutineId, update: (doc) => doc && { ...doc, isDraft: false } },
    WorkoutRoutineReturnedToDraft: { ids: byRoutineId, update: (doc) => doc && { ...doc, isDraft: true } },
  },
};

const byGroupId = (event: RecordedEvent) => [(event.data as { group: { id: string } }).group.id];

/** Collection `workoutGroups`: one group by its id, for the group preview page. */
export const workoutGroupsProjection: ReadModel<WorkoutGroupDoc> = {
  collection: { name: WORKOUT_GROUPS, indexes: [{ fields: ['accountId', 'routineId'] }] },
  handlers: {
    WorkoutGroupAdded: {
      ids: byGroupId,
      update: (_doc, event) => ({
        ...event.data.group,
        accountId: event.data.accountId,
        routineId: event.data.routineId,
      }),
    },
    WorkoutGroupChanged: {
      ids: byGroupId,
      update: (_doc, event) => ({
        ...event.data.group,
        accountId: event.data.accountId,
        routineId: event.data.routineId,
      }),
    },
    WorkoutGroupRemoved: { ids: (event) => [event.data.groupId], update: () => null },
  },
};
