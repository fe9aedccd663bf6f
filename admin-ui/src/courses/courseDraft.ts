import { courseMessages, DEFAULT_UNIT_TYPE } from '@gym/contracts/courses/courseMessages';
import type { CourseVariables, CourseWithModules, ModuleVariables, UnitVariables } from '../dataProvider/courses';

/**
 * The course editor's state (spec 001 section 3): modules and lessons carry an id once saved, else a tempId;
 * `_destroy` marks a saved one for soft deletion; `errors` are the server's field errors of the last save.
 * Kept free of React and the browser, so the sequential save runs in a benchmark as in the console.
 */
export interface UnitDraft {
  readonly tempId: string;
  readonly id?: string;
  readonly title: string;
  readonly description: string;
  readonly unitType: string;
  readonly participationType: string;
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
  readonly videoUrl: string | null;
  readonly audioUrl: string | null;
  readonly externalVideoUrl: string | null;
  readonly _destroy?: boolean;
  readonly open: boolean;
  readonly errors: Readonly<Record<string, string>>;
}
export interface ModuleDraft {
  readonly tempId: string;
  readonly id?: string;
  readonly title: string;
  readonly description: string;
  readonly _destroy?: boolean;
  readonly open: boolean;
  readonly units: readonly UnitDraft[];
  readonly errors: Readonly<Record<string, string>>;
}
export interface CourseDraft {
  readonly id?: string;
  readonly title: string;
  readonly description: string;
  readonly active: boolean;
  readonly premiumAccessThroughAnyPlan: boolean;
  readonly courseCategoryId: string | null;
  readonly programIds: readonly string[];
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
  readonly modules: readonly ModuleDraft[];
  readonly errors: Readonly<Record<string, string>>;
}

let counter = 0;
/** A tempId: a timestamp, unique within the page (spec 001: 'tempId (a timestamp for unsaved ones)'). */
export const tempId = () => `${Date.now()}-${++counter}`;

/** A lesson added with 'add new lesson': empty title (spec 001), Premium, no participation. */
export const newUnit = (title = ''): UnitDraft => ({
  tempId: tempId(),
  title,
  description: '',
  unitType: DEFAULT_UNIT_TYPE,
  participationType: 'none',
  coverUrl: null,
  posterUrl: null,
  videoUrl: null,
  audioUrl: null,
  externalVideoUrl: null,
  open: true,
  errors: {},
});

/** A new module is titled 'Módulo N' and starts with one lesson titled 'Nova aula' (spec 001 section 3). */
export const newModule = (n: number): ModuleDraft => ({
  tempId: tempId(),
  title: courseMessages.defaultModuleTitle(n),
  description: '',
  open: true,
  units: [newUnit(courseMessages.defaultUnitTitle)],
  errors: {},
});

export const emptyCourse = (): CourseDraft => ({
  title: '',
  description: '',
  active: false,
  premiumAccessThroughAnyPlan: false,
  courseCategoryId: null,
  programIds: [],
  coverUrl: null,
  posterUrl: null,
  modules: [newModule(1)],
  errors: {},
});

/** A lesson starts open; with errors it is forced open; otherwise it closes when its module has more than one. */
export const unitOpen = (moduleUnits: number, errors: Readonly<Record<string, string>>) =>
  Object.keys(errors).length > 0 || moduleUnits <= 1;

export function draftOf(course: CourseWithModules): CourseDraft {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    active: course.status === 'active',
    premiumAccessThroughAnyPlan: course.premiumAccessThroughAnyPlan,
    courseCategoryId: course.courseCategoryId,
    programIds: course.programIds,
    coverUrl: course.coverUrl,
    posterUrl: course.posterUrl,
    errors: {},
    modules: course.courseModules.map((m) => ({
      tempId: m.id,
      id: m.id,
      title: m.title,
      description: m.description ?? '',
      open: true,
      errors: {},
      units: m.units.map((u) => ({
        tempId: u.id,
        id: u.id,
        title: u.title,
        description: u.description,
        unitType: u.unitType,
        participationType: u.participationType,
        coverUrl: u.coverUrl,
        posterUrl: u.posterUrl,
        videoUrl: u.videoUrl,
        audioUrl: u.audioUrl,
        externalVideoUrl: u.externalVideoUrl,
        open: unitOpen(m.units.length, {}),
        errors: {},
      })),
    })),
  };
}

/** Removing: a saved child gets the destroy flag (soft delete); an unsaved one is dropped outright. */
export function removeChild<T extends { id?: string; _destroy?: boolean }>(list: readonly T[], index: number): T[] {
  const child = list[index];
  if (!child) return [...list];
  return child.id
    ? list.map((c, i) => (i === index ? { ...c, _destroy: true } : c))
    : list.filter((_, i) => i !== index);
}

export interface CourseSaveApi {
  saveCourse(variables: CourseVariables): Promise<{ id: string }>;
  saveModule(variables: ModuleVariables): Promise<{ id: string } | null>;
  saveUnit(variables: UnitVariables): Promise<{ id: string } | null>;
}

export interface SaveOutcome {
  readonly draft: CourseDraft;
  /** The course itself was refused: nothing else was sent. */
  readonly courseFailed: boolean;
  readonly failedModules: readonly string[];
  readonly failedUnits: readonly string[];
  /** The first error's message, for the toast. */
  readonly firstError: string | null;
}

const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as { errors?: Record<string, string> } | null)?.errors;
  return errors && Object.keys(errors).length > 0 ? { ...errors } : { form: messageOf(error) };
};
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec 001 section 4: the course, then each module, then its lessons one by one, reporting progress.
 * A refused lesson keeps its errors (and stays open) while the others are saved; a refused module skips its
 * lessons; a refused course stops. Orders are the positions in the lists (destroyed ones left out).
 */
export async function saveCourseSequentially(
  draft: CourseDraft,
  api: CourseSaveApi,
  onProgress: (message: string, done: number, total: number) => void = () => {},
): Promise<SaveOutcome> {
  const total = 1 + draft.modules.reduce((n, m) => n + 1 + m.units.length, 0);
  let done = 0;
  const step = (message: string) => onProgress(message, ++done, total);
  onProgress(courseMessages.updatingCourse, done, total);
  let courseId: string;
  try {
    courseId = (
      await api.saveCourse({
        ...(draft.id ? { id: draft.id } : {}),
        title: draft.title,
        status: draft.active ? 'active' : 'draft',
        description: draft.description,
        posterUrl: draft.posterUrl,
        coverUrl: draft.coverUrl,
        premiumAccessThroughAnyPlan: draft.premiumAccessThroughAnyPlan,
        courseCategoryId: draft.courseCategoryId,
        programIds: [...draft.programIds],
      })
    ).id;
  } catch (error) {
    return {
      draft: { ...draft, errors: fieldErrorsOf(error) },
      courseFailed: true,
      failedModules: [],
      failedUnits: [],
      firstError: messageOf(error),
    };
  }
  step(courseMessages.updatingCourse);
  const failedModules: string[] = [];
  const failedUnits: string[] = [];
  let firstError: string | null = null;
  const modules: ModuleDraft[] = [];
  let moduleOrder = 0;
  for (const module of draft.modules) {
    onProgress(courseMessages.updatingModule, done, total);
    let moduleId = module.id;
    try {
      const saved = await api.saveModule({
        ...(module.id ? { id: module.id } : {}),
        courseId,
        title: module.title,
        description: module.description,
        order: module._destroy ? 0 : moduleOrder,
        ...(module._destroy ? { _destroy: true } : {}),
      });
      moduleId = saved?.id;
    } catch (error) {
      failedModules.push(module.title);
      firstError ??= messageOf(error);
      modules.push({ ...module, errors: fieldErrorsOf(error), open: true });
      done += 1 + module.units.length;
      if (!module._destroy) moduleOrder += 1;
      continue;
    }
    step(courseMessages.updatingModule);
    if (module._destroy) {
      done += module.units.length; // its lessons go with it
      continue;
    }
    moduleOrder += 1;
    const units: UnitDraft[] = [];
    let unitOrder = 0;
    for (const unit of module.units) {
      onProgress(courseMessages.sendingUnits, done, total);
      try {
        const saved = await api.saveUnit({
          ...(unit.id ? { id: unit.id } : {}),
          courseModuleId: moduleId!,
          title: unit.title,
          description: unit.description,
          unitType: unit.unitType,
          participationType: unit.participationType,
          order: unit._destroy ? 0 : unitOrder,
          coverUrl: unit.coverUrl,
          posterUrl: unit.posterUrl,
          videoUrl: unit.videoUrl,
          audioUrl: unit.audioUrl,
          externalVideoUrl: unit.externalVideoUrl,
          ...(unit._destroy ? { _destroy: true } : {}),
        });
        if (!unit._destroy) units.push({ ...unit, id: saved?.id ?? unit.id, errors: {} });
      } catch (error) {
        failedUnits.push(unit.title);
        firstError ??= messageOf(error);
        units.push({ ...unit, errors: fieldErrorsOf(error), open: true });
      }
      if (!unit._destroy) unitOrder += 1;
      step(courseMessages.sendingUnits);
    }
    modules.push({
      ...module,
      id: moduleId,
      errors: {},
      units: units.map((u) => ({ ...u, open: unitOpen(units.length, u.errors) })),
    });
  }
  onProgress(courseMessages.updated, total, total);
  return {
    draft: { ...draft, id: courseId, errors: {}, modules },
    courseFailed: false,
    failedModules,
    failedUnits,
    firstError,
  };
}
