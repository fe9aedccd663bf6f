import type {
  ExerciseOption,
  ExerciseWorkout,
  WorkoutGroup,
  WorkoutGroupInput,
  Workout,
} from '../dataProvider/workoutRoutines';

/** The values an exercise carries in a block (spec 001 'Workout exercise'). */
export interface EntryValues {
  series: string;
  reps: string;
  weight: string;
  time: string;
  restTime: string;
  notes: string;
}
export const emptyValues: EntryValues = { series: '', reps: '', weight: '', time: '', restTime: '', notes: '' };

interface Item {
  /** React key: the id of a saved item, else its tempId. */
  key: string;
  id?: string;
  tempId?: string;
  /** Soft-deleted (had an id): hidden, sent with _destroy. */
  destroyed: boolean;
}
export interface EntryState extends Item, EntryValues {
  exerciseId: string;
  exercise: ExerciseOption | null;
}
export interface BlockState extends Item {
  name: string;
  checkinEnabled: boolean;
  description: string;
  timeText: string;
  entries: EntryState[];
  minimized: boolean;
}
export interface GroupState extends Item {
  name: string;
  description: string;
  coverUrl: string | null;
  videoUrl: string | null;
  externalVideoUrl: string | null;
  audioUrl: string | null;
  attachmentUrl: string | null;
  blocks: BlockState[];
  minimized: boolean;
}

let counter = 0;
/** Spec 001: an unsaved item's tempId is a timestamp. */
export const newTempId = () => String(Date.now() + counter++);

const fromEntry = (e: ExerciseWorkout): EntryState => ({
  key: e.id,
  id: e.id,
  destroyed: false,
  exerciseId: e.exerciseId,
  exercise: e.exercise,
  series: e.series,
  reps: e.reps,
  weight: e.weight,
  time: e.time,
  restTime: e.restTime,
  notes: e.notes,
});
const fromBlock = (w: Workout): BlockState => ({
  key: w.id,
  id: w.id,
  destroyed: false,
  name: w.name,
  checkinEnabled: w.checkinEnabled,
  description: w.description,
  timeText: w.timeText,
  entries: w.exerciseWorkouts.map(fromEntry),
  minimized: false,
});
export const fromGroup = (g: WorkoutGroup): GroupState => ({
  key: g.id,
  id: g.id,
  destroyed: false,
  name: g.name,
  description: g.description,
  coverUrl: g.coverUrl,
  videoUrl: g.videoUrl,
  externalVideoUrl: g.externalVideoUrl,
  audioUrl: g.audioUrl,
  attachmentUrl: g.attachmentUrl,
  blocks: g.workouts.map(fromBlock),
  minimized: false,
});

export function newBlock(): BlockState {
  const tempId = newTempId();
  return {
    key: tempId,
    tempId,
    destroyed: false,
    name: '',
    checkinEnabled: false,
    description: '',
    timeText: '',
    entries: [],
    minimized: false,
  };
}
export function newGroup(name = ''): GroupState {
  const tempId = newTempId();
  return {
    key: tempId,
    tempId,
    destroyed: false,
    name,
    description: '',
    coverUrl: null,
    videoUrl: null,
    externalVideoUrl: null,
    audioUrl: null,
    attachmentUrl: null,
    blocks: [newBlock()],
    minimized: false,
  };
}
export function newEntry(exercise: ExerciseOption, values: EntryValues): EntryState {
  const tempId = newTempId();
  return { key: tempId, tempId, destroyed: false, exerciseId: exercise.value, exercise, ...values };
}

/** Spec 001 section 4: an item with an id is soft-deleted by the destroy flag; one without is removed outright. */
export function remove<T extends Item>(list: readonly T[], key: string): T[] {
  return list.flatMap((item) => (item.key !== key ? [item] : item.id ? [{ ...item, destroyed: true }] : []));
}

/** Moves an item up (-1) or down (+1) among the visible ones, bounded at the first and last positions. */
export function move<T extends Item>(list: readonly T[], key: string, direction: -1 | 1): T[] {
  const visible = list.map((item, index) => ({ item, index })).filter(({ item }) => !item.destroyed);
  const at = visible.findIndex(({ item }) => item.key === key);
  const other = visible[at + direction];
  if (at < 0 || !other) return [...list];
  const next = [...list];
  const from = visible[at]!.index;
  [next[from], next[other.index]] = [next[other.index]!, next[from]!];
  return next;
}

export function replace<T extends Item>(list: readonly T[], key: string, change: (item: T) => T): T[] {
  return list.map((item) => (item.key === key ? change(item) : item));
}

const ids = (item: Item) => (item.id ? { id: item.id } : { tempId: item.tempId });

/** The groups as workoutGroupRoutine takes them; entries carry the new and the older alias names. */
export function groupsInput(groups: readonly GroupState[]): WorkoutGroupInput[] {
  return groups.map((g) =>
    g.destroyed
      ? { id: g.id, _destroy: true }
      : {
          ...ids(g),
          name: g.name,
          description: g.description,
          coverUrl: g.coverUrl,
          videoUrl: g.videoUrl,
          externalVideoUrl: g.externalVideoUrl,
          audioUrl: g.audioUrl,
          attachmentUrl: g.attachmentUrl,
          workouts: g.blocks.map((b, ordering) =>
            b.destroyed
              ? { id: b.id, _destroy: true }
              : {
                  ...ids(b),
                  name: b.name,
                  checkinEnabled: b.checkinEnabled,
                  description: b.description,
                  ordering,
                  timeText: b.timeText,
                  exerciseWorkouts: b.entries.map((e) =>
                    e.destroyed
                      ? { id: e.id, exerciseId: e.exerciseId, _destroy: true }
                      : {
                          ...ids(e),
                          exerciseId: e.exerciseId,
                          series: e.series,
                          reps: e.reps,
                          weight: e.weight,
                          time: e.time,
                          restTime: e.restTime,
                          notes: e.notes,
                          rounds: e.series,
                          repetitions: e.reps,
                          load: e.weight,
                          timeText: e.time,
                        },
                  ),
                },
          ),
        },
  );
}
