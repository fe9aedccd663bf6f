import {
  workoutRoutineMessages as m,
  type ExerciseWorkout,
  type ExerciseWorkoutInput,
  type RoutineConfig,
  type WorkoutBlock,
  type WorkoutBlockInput,
  type WorkoutGroup,
  type WorkoutGroupAdded,
  type WorkoutGroupChanged,
  type WorkoutGroupInput,
  type WorkoutGroupRemoved,
  type WorkoutRoutineChanged,
  type WorkoutRoutineCreated,
  type WorkoutRoutineInput,
  type WorkoutRoutinePublished,
  type WorkoutRoutineReturnedToDraft,
} from '@gym/contracts';
import { NotFoundError, ValidationError, type Decider, type FieldIssue } from '@gym/platform';

/** An item of the editor with its id settled by the handler: `isNew` when the client sent none. */
type Keyed = { id: string; isNew: boolean };
export type EntryChange = Omit<ExerciseWorkoutInput, 'id'> & Keyed;
export type BlockChange = Omit<WorkoutBlockInput, 'id' | 'exerciseWorkouts'> &
  Keyed & { exerciseWorkouts?: EntryChange[] | null };
export type GroupChange = Omit<WorkoutGroupInput, 'id' | 'workouts'> & Keyed & { workouts?: BlockChange[] | null };
export type ConfigChanges = Omit<WorkoutRoutineInput, 'id' | 'workoutGroups'>;

export type WorkoutRoutineCommand =
  /** workoutGroupRoutine: the configuration and, when sent, every group in the editor's order. */
  | {
      type: 'SaveWorkoutRoutine';
      data: {
        accountId: string;
        routineId: string;
        /** false when the client sent the id: the routine must exist. */
        create: boolean;
        config: ConfigChanges;
        groups: GroupChange[] | null;
        /** The calendar day (-03:00) for a routine without a start date. */
        today: string;
        now: string;
      };
    }
  /** workoutGroupByRoutine: one group of an existing routine (added at the end when new). */
  | { type: 'SaveWorkoutGroup'; data: { accountId: string; routineId: string; group: GroupChange; now: string } };

export type WorkoutRoutineEvent =
  | WorkoutRoutineCreated
  | WorkoutRoutineChanged
  | WorkoutGroupAdded
  | WorkoutGroupChanged
  | WorkoutGroupRemoved
  | WorkoutRoutinePublished
  | WorkoutRoutineReturnedToDraft;

export type WorkoutRoutineState =
  | { status: 'none' }
  | { status: 'exists'; accountId: string; config: RoutineConfig; groups: WorkoutGroup[]; isDraft: boolean };

const str = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const pick = <T>(value: T | null | undefined, previous: T): T =>
  value === undefined || value === null ? previous : value;

/** Spec 001 section 9: name 'Nova rotina de treino', cycleType date, commentEnable true. */
export function defaultConfig(today: string): RoutineConfig {
  return {
    name: m.defaultName,
    startDate: today,
    endDate: null,
    cycleType: 'date',
    target: 'programs',
    commentEnable: true,
    showOnlyOnScheduledDays: false,
    usersTargetIds: [],
    programIds: [],
    weekDayIds: [],
  };
}

/**
 * The configuration after the changes: absent fields keep, an empty name is the default name, dates
 * are yyyy-MM-dd; choosing programs clears the users and choosing users clears the programs.
 */
export function mergeConfig(previous: RoutineConfig, c: ConfigChanges): RoutineConfig {
  const target = pick(c.target, previous.target);
  const name = c.name === undefined ? previous.name : str(c.name) || m.defaultName;
  const day = (v: string | null | undefined, prev: string | null) =>
    v === undefined ? prev : v === null || v.trim() === '' ? null : v.trim().slice(0, 10);
  return {
    name,
    startDate: day(c.startDate, previous.startDate) ?? previous.startDate,
    endDate: day(c.endDate, previous.endDate),
    cycleType: pick(c.cycleType, previous.cycleType),
    target,
    commentEnable: pick(c.commentEnable, previous.commentEnable),
    showOnlyOnScheduledDays: pick(c.showOnlyOnScheduledDays, previous.showOnlyOnScheduledDays),
    usersTargetIds: target === 'users' ? [...new Set(pick(c.usersTargetIds, previous.usersTargetIds))] : [],
    programIds: target === 'programs' ? [...new Set(pick(c.programIds, previous.programIds))] : [],
    weekDayIds: [...new Set(pick(c.weekDayIds, previous.weekDayIds))].sort((a, b) => a - b),
  };
}

/** Spec 001 section 5: an entry time of the form minutes:seconds becomes total seconds; without a colon as is. */
export function entryTimeInSeconds(time: string): string {
  const match = /^(\d+):(\d{1,2})$/.exec(time.trim());
  return match ? String(Number(match[1]) * 60 + Number(match[2])) : time.trim();
}

/** A block's timeText, when given, must hold a colon and at least 3 digits (spec: invalid_time). */
const validTimeText = (t: string) => t.includes(':') && (t.match(/\d/g)?.length ?? 0) >= 3;

function validateConfig(config: RoutineConfig, issues: FieldIssue[]) {
  if (config.target === 'users' && config.usersTargetIds.length === 0)
    issues.push({ path: ['input', 'usersTargetIds'], message: m.usersRequired });
  if (config.endDate && config.endDate < config.startDate)
    issues.push({ path: ['input', 'endDate'], message: m.endBeforeStart });
}

/** Builds one group from the editor's input, refusing ids that are not the group's own. */
function buildGroup(
  input: GroupChange,
  previous: WorkoutGroup | undefined,
  ordering: number,
  path: readonly (string | number)[],
  issues: FieldIssue[],
): WorkoutGroup {
  const workouts: WorkoutBlock[] = [];
  for (const [j, block] of (input.workouts ?? []).entries()) {
    const blockPath = [...path, 'workouts', j];
    const before = previous?.workouts.find((w) => w.id === block.id);
    if (!block.isNew && !before) {
      issues.push({ path: [...blockPath, 'id'], message: m.itemNotFound });
      continue;
    }
    if (block._destroy) continue; // soft-deleted: left out of the group
    const entries: ExerciseWorkout[] = [];
    for (const [k, entry] of (block.exerciseWorkouts ?? []).entries()) {
      const entryPath = [...blockPath, 'exerciseWorkouts', k];
      if (!entry.isNew && !before?.exerciseWorkouts.some((e) => e.id === entry.id)) {
        issues.push({ path: [...entryPath, 'id'], message: m.itemNotFound });
        continue;
      }
      if (entry._destroy) continue;
      if (!str(entry.exerciseId)) {
        issues.push({ path: [...entryPath, 'exerciseId'], message: m.exerciseRequired });
        continue;
      }
      entries.push({
        id: entry.id,
        exerciseId: str(entry.exerciseId),
        series: str(entry.series ?? entry.rounds),
        reps: str(entry.reps ?? entry.repetitions),
        weight: str(entry.weight ?? entry.load),
        time: entryTimeInSeconds(str(entry.time ?? entry.timeText)),
        restTime: str(entry.restTime),
        notes: str(entry.notes),
      });
    }
    const description = str(block.description);
    const timeText = str(block.timeText ?? block.time_text);
    if (!description && entries.length === 0)
      issues.push({ path: [...blockPath, 'description'], message: m.workoutDescriptionOrExercise });
    if (timeText && !validTimeText(timeText)) issues.push({ path: [...blockPath, 'timeText'], message: m.invalidTime });
    workouts.push({
      id: block.id,
      name: str(block.name),
      checkinEnabled: block.checkinEnabled ?? false,
      description,
      ordering: workouts.length,
      timeText,
      exerciseWorkouts: entries,
    });
  }
  const group: WorkoutGroup = {
    id: input.id,
    name: str(input.name),
    description: str(input.description),
    coverUrl: orNull(input.coverUrl),
    videoUrl: orNull(input.videoUrl),
    externalVideoUrl: orNull(input.externalVideoUrl),
    audioUrl: orNull(input.audioUrl),
    attachmentUrl: orNull(input.attachmentUrl),
    ordering,
    workouts,
  };
  // Spec 001 section 5 'Workout group': one of name, video, cover, attachment or workouts.
  if (!group.name && !group.videoUrl && !group.coverUrl && !group.attachmentUrl && workouts.length === 0)
    issues.push({ path: [...path, 'name'], message: m.fieldRequired });
  return group;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type GroupPlan = { kept: WorkoutGroup[]; removed: string[] };

/** The groups after the command, in order, and the ones removed. */
function planGroups(
  previous: WorkoutGroup[],
  changes: GroupChange[],
  appendOnly: boolean,
  root: readonly (string | number)[],
  issues: FieldIssue[],
): GroupPlan {
  const removed: string[] = [];
  const built: WorkoutGroup[] = [];
  const touched = new Set<string>();
  for (const [i, change] of changes.entries()) {
    const path = appendOnly ? root : [...root, i];
    const before = previous.find((g) => g.id === change.id);
    if (!change.isNew && !before) throw new NotFoundError(m.groupNotFound);
    touched.add(change.id);
    if (change._destroy) {
      if (before) removed.push(before.id); // a group without id is simply dropped
      continue;
    }
    built.push(buildGroup(change, before, 0, path, issues));
  }
  const untouched = previous.filter((g) => !touched.has(g.id));
  // workoutGroupByRoutine keeps the others' places and puts a new group last; workoutGroupRoutine
  // takes the editor's order, the groups it did not send after them.
  const ordered = appendOnly
    ? [...previous.filter((g) => !removed.includes(g.id)).map((g) => built.find((b) => b.id === g.id) ?? g)].concat(
        built.filter((b) => !previous.some((g) => g.id === b.id)),
      )
    : [...built, ...untouched];
  return { kept: ordered.map((g, ordering) => ({ ...g, ordering })), removed };
}

/** One workout routine and its groups (stream `workoutRoutine-<routineId>`). */
export const workoutRoutineDecider: Decider<WorkoutRoutineCommand, WorkoutRoutineEvent, WorkoutRoutineState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { accountId, routineId, now } = command.data;
    const exists = state.status === 'exists' && state.accountId === accountId;
    if (state.status === 'exists' && !exists) throw new NotFoundError(m.routineNotFound); // another account's
    if (!exists && (command.type === 'SaveWorkoutGroup' || !command.data.create))
      throw new NotFoundError(m.routineNotFound);
    const previousGroups = exists ? state.groups : [];
    const issues: FieldIssue[] = [];
    const events: WorkoutRoutineEvent[] = [];

    let config: RoutineConfig | null = null;
    let plan: GroupPlan;
    if (command.type === 'SaveWorkoutRoutine') {
      const base = exists ? state.config : defaultConfig(command.data.today);
      config = mergeConfig(base, command.data.config);
      validateConfig(config, issues);
      plan = command.data.groups
        ? planGroups(previousGroups, command.data.groups, false, ['input', 'workoutGroups'], issues)
        : { kept: previousGroups, removed: [] };
    } else {
      plan = planGroups(previousGroups, [command.data.group], true, ['workoutGroup'], issues);
    }
    if (issues.length) throw new ValidationError(issues, m.requiredFieldsToast);

    if (!exists && config)
      events.push({ type: 'WorkoutRoutineCreated', data: { accountId, routineId, config, createdAt: now } });
    else if (exists && config && !same(config, state.config))
      events.push({ type: 'WorkoutRoutineChanged', data: { accountId, routineId, config, changedAt: now } });
    for (const groupId of plan.removed)
      events.push({ type: 'WorkoutGroupRemoved', data: { accountId, routineId, groupId, at: now } });
    for (const group of plan.kept) {
      const before = previousGroups.find((g) => g.id === group.id);
      if (!before) events.push({ type: 'WorkoutGroupAdded', data: { accountId, routineId, group, at: now } });
      else if (!same(before, group))
        events.push({ type: 'WorkoutGroupChanged', data: { accountId, routineId, group, at: now } });
    }
    // The draft rule (spec 001 section 4): a draft without groups, published with at least one.
    const wasDraft = exists ? state.isDraft : true;
    const isDraft = plan.kept.length === 0;
    if (wasDraft && !isDraft) events.push({ type: 'WorkoutRoutinePublished', data: { accountId, routineId, at: now } });
    if (!wasDraft && isDraft)
      events.push({ type: 'WorkoutRoutineReturnedToDraft', data: { accountId, routineId, at: now } });
    return events;
  },

  evolve(state, event) {
    switch (event.type) {
      case 'WorkoutRoutineCreated':
        return {
          status: 'exists',
          accountId: event.data.accountId,
          config: event.data.config,
          groups: [],
          isDraft: true,
        };
      default:
        if (state.status !== 'exists') return state;
    }
    switch (event.type) {
      case 'WorkoutRoutineChanged':
        return { ...state, config: event.data.config };
      case 'WorkoutGroupAdded':
        return { ...state, groups: [...state.groups, event.data.group].sort((a, b) => a.ordering - b.ordering) };
      case 'WorkoutGroupChanged':
        return {
          ...state,
          groups: state.groups
            .map((g) => (g.id === event.data.group.id ? event.data.group : g))
            .sort((a, b) => a.ordering - b.ordering),
        };
      case 'WorkoutGroupRemoved':
        return { ...state, groups: state.groups.filter((g) => g.id !== event.data.groupId) };
      case 'WorkoutRoutinePublished':
        return { ...state, isDraft: false };
      case 'WorkoutRoutineReturnedToDraft':
        return { ...state, isDraft: true };
      default:
        return state;
    }
  },
};
