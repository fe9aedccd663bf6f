import type { RoutineConfig, WorkoutGroup } from '@gym/contracts';
import type { GroupChange, WorkoutRoutineCommand, WorkoutRoutineEvent } from './workoutRoutineDecider.ts';

/** Shared fixtures of the routine decider tests: a routine, a group with one block and one exercise. */
export const accountId = 'acc-1';
export const routineId = 'r1';
export const now = '2026-11-24T12:00:00.000Z';
export const today = '2026-11-24';

export const config: RoutineConfig = {
  name: 'Hipertrofia A/B',
  startDate: '2026-11-24',
  endDate: '2026-12-31',
  cycleType: 'date',
  target: 'programs',
  commentEnable: true,
  showOnlyOnScheduledDays: false,
  usersTargetIds: [],
  programIds: ['p1'],
  weekDayIds: [1, 3, 5],
};

export const groupA: WorkoutGroup = {
  id: 'g1',
  name: 'Treino A',
  description: '',
  coverUrl: null,
  videoUrl: null,
  externalVideoUrl: null,
  audioUrl: null,
  attachmentUrl: null,
  ordering: 0,
  workouts: [
    {
      id: 'w1',
      name: 'Aquecimento',
      checkinEnabled: false,
      description: '',
      ordering: 0,
      timeText: '',
      exerciseWorkouts: [
        {
          id: 'e1',
          exerciseId: 'starter-supino-reto',
          series: '3',
          reps: '12',
          weight: '10kg',
          time: '',
          restTime: '60s',
          notes: '',
        },
      ],
    },
  ],
};

/** The editor's input for groupA, every item new unless `existing`. */
export function groupInput(over: Partial<GroupChange> = {}, existing = false): GroupChange {
  return {
    id: 'g1',
    isNew: !existing,
    name: 'Treino A',
    workouts: [
      {
        id: 'w1',
        isNew: !existing,
        name: 'Aquecimento',
        exerciseWorkouts: [
          {
            id: 'e1',
            isNew: !existing,
            exerciseId: 'starter-supino-reto',
            series: '3',
            reps: '12',
            weight: '10kg',
            restTime: '60s',
          },
        ],
      },
    ],
    ...over,
  };
}

export const created: WorkoutRoutineEvent = {
  type: 'WorkoutRoutineCreated',
  data: { accountId, routineId, config, createdAt: now },
};
export const groupAdded: WorkoutRoutineEvent = {
  type: 'WorkoutGroupAdded',
  data: { accountId, routineId, group: groupA, at: now },
};
export const published: WorkoutRoutineEvent = {
  type: 'WorkoutRoutinePublished',
  data: { accountId, routineId, at: now },
};

export function saveRoutine(
  over: Partial<Extract<WorkoutRoutineCommand, { type: 'SaveWorkoutRoutine' }>['data']> = {},
): WorkoutRoutineCommand {
  return {
    type: 'SaveWorkoutRoutine',
    data: { accountId, routineId, create: true, config: { ...config }, groups: null, today, now, ...over },
  };
}

export function saveGroup(group: GroupChange, account = accountId): WorkoutRoutineCommand {
  return { type: 'SaveWorkoutGroup', data: { accountId: account, routineId, group, now } };
}
