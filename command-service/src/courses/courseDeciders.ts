import {
  courseMessages,
  DEFAULT_UNIT_TYPE,
  type CourseCategoryChanged,
  type CourseCategoryCreated,
  type CourseCategoryDetails,
  type CourseChanged,
  type CourseCreated,
  type CourseDeleted,
  type CourseDetails,
  type CourseInput,
  type CourseModuleChanged,
  type CourseModuleCreated,
  type CourseModuleDeleted,
  type CourseModuleDetails,
  type CourseModuleInput,
  type CourseUnitChanged,
  type CourseUnitCreated,
  type CourseUnitDeleted,
  type CourseUnitDetails,
  type CourseUnitInput,
  type CourseCategoryInput,
} from '@gym/contracts';
import { NotFoundError, ValidationError, type Decider, type FieldIssue } from '@gym/platform';

/*
 * Four aggregates, one stream each: course-<id>, courseModule-<id>, courseUnit-<id>, courseCategory-<id>.
 * What a decision needs from another aggregate (is the course alive? are these programs the account's?)
 * comes in with the command, read by the handler; the deciders stay pure.
 */

const orNull = (value: string | null | undefined, previous: string | null) =>
  value === undefined ? previous : value === null || value === '' ? null : value;
const textOf = (value: string | null | undefined, previous: string) => (value === undefined ? previous : (value ?? ''));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const required = (issues: FieldIssue[], field: string, value: string) => {
  if (!value.trim()) issues.push({ path: [field], message: courseMessages.required });
};
const refuse = (issues: FieldIssue[]) => {
  if (issues.length) throw new ValidationError(issues, courseMessages.formErrors);
};

type Lifecycle<D> = { status: 'none' } | { status: 'live' | 'deleted'; accountId: string; details: D };

// ---------------------------------------------------------------- course

export type CourseChanges = Omit<CourseInput, 'id'>;
/** What the handler found of the references: the category's existence and the programs not the account's. */
export interface CourseReferences {
  readonly categoryFound: boolean;
  readonly unknownProgramIds: readonly string[];
}
export type CourseCommand =
  | {
      type: 'SaveCourse';
      data: {
        accountId: string;
        courseId: string;
        isNew: boolean;
        changes: CourseChanges;
        refs: CourseReferences;
        now: string;
      };
    }
  | { type: 'DeleteCourse'; data: { accountId: string; courseId: string; now: string } };
export type CourseEvent = CourseCreated | CourseChanged | CourseDeleted;
export type CourseState = Lifecycle<CourseDetails>;

const emptyCourse: CourseDetails = {
  title: '',
  description: '',
  status: 'draft',
  premiumAccessThroughAnyPlan: false,
  courseCategoryId: null,
  programIds: [],
  coverUrl: null,
  posterUrl: null,
};

export function mergeCourse(p: CourseDetails, c: CourseChanges): CourseDetails {
  return {
    title: textOf(c.title, p.title),
    description: textOf(c.description, p.description),
    status: c.status ?? p.status,
    premiumAccessThroughAnyPlan: c.premiumAccessThroughAnyPlan ?? p.premiumAccessThroughAnyPlan,
    courseCategoryId: orNull(c.courseCategoryId, p.courseCategoryId),
    programIds: c.programIds === undefined ? p.programIds : [...new Set(c.programIds ?? [])],
    coverUrl: orNull(c.coverUrl, p.coverUrl),
    posterUrl: orNull(c.posterUrl, p.posterUrl),
  };
}

/** Spec 001 section 5 'Course': title and description required; the references must be the account's. */
function validateCourse(d: CourseDetails, refs: CourseReferences) {
  const issues: FieldIssue[] = [];
  required(issues, 'title', d.title);
  required(issues, 'description', d.description);
  if (d.courseCategoryId && !refs.categoryFound)
    issues.push({ path: ['courseCategoryId'], message: courseMessages.categoryNotFound });
  for (const programId of refs.unknownProgramIds)
    if (d.programIds.includes(programId))
      issues.push({ path: ['programIds', d.programIds.indexOf(programId)], message: courseMessages.programNotFound });
  refuse(issues);
}

export const courseDecider: Decider<CourseCommand, CourseEvent, CourseState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { accountId, courseId, now } = command.data;
    if (command.type === 'DeleteCourse') {
      if (state.status === 'none' || state.accountId !== accountId)
        throw new NotFoundError(courseMessages.courseNotFound);
      if (state.status === 'deleted') return [];
      return [{ type: 'CourseDeleted', data: { accountId, courseId, deletedAt: now } }];
    }
    const { isNew, changes, refs } = command.data;
    if (isNew) {
      const details = mergeCourse(emptyCourse, changes);
      validateCourse(details, refs);
      if (state.status !== 'none') {
        if (state.accountId === accountId && same(state.details, details)) return []; // a retry
        throw new NotFoundError(courseMessages.courseNotFound);
      }
      return [{ type: 'CourseCreated', data: { accountId, courseId, details, createdAt: now } }];
    }
    if (state.status !== 'live' || state.accountId !== accountId)
      throw new NotFoundError(courseMessages.courseNotFound);
    const details = mergeCourse(state.details, changes);
    validateCourse(details, refs);
    if (same(details, state.details)) return [];
    return [{ type: 'CourseChanged', data: { accountId, courseId, details, changedAt: now } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CourseCreated':
      case 'CourseChanged':
        return { status: 'live', accountId: event.data.accountId, details: event.data.details };
      case 'CourseDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

// ---------------------------------------------------------------- module

export type CourseModuleChanges = Omit<CourseModuleInput, 'id' | 'courseId' | '_destroy'>;
export type CourseModuleCommand = {
  type: 'SaveCourseModule';
  data: {
    accountId: string;
    moduleId: string;
    isNew: boolean;
    /** The course named by the call, when it is a live course of the account. */
    courseId: string;
    courseFound: boolean;
    destroy: boolean;
    changes: CourseModuleChanges;
    now: string;
  };
};
export type CourseModuleEvent = CourseModuleCreated | CourseModuleChanged | CourseModuleDeleted;
export type CourseModuleState = Lifecycle<CourseModuleDetails> & { courseId?: string };

export function mergeModule(p: CourseModuleDetails, c: CourseModuleChanges): CourseModuleDetails {
  return {
    title: textOf(c.title, p.title),
    description: textOf(c.description, p.description),
    order: c.order ?? p.order,
  };
}

export const courseModuleDecider: Decider<CourseModuleCommand, CourseModuleEvent, CourseModuleState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { accountId, moduleId, isNew, courseId, courseFound, destroy, changes, now } = command.data;
    if (!courseFound) throw new NotFoundError(courseMessages.courseNotFound);
    if (isNew) {
      if (destroy) return []; // a module never saved is removed outright by the editor: nothing to keep
      const details = mergeModule({ title: '', description: '', order: 0 }, changes);
      const issues: FieldIssue[] = [];
      required(issues, 'title', details.title);
      refuse(issues);
      if (state.status !== 'none') {
        if (state.accountId === accountId && same(state.details, details)) return [];
        throw new NotFoundError(courseMessages.moduleNotFound);
      }
      return [{ type: 'CourseModuleCreated', data: { accountId, courseId, moduleId, details, createdAt: now } }];
    }
    if (state.status === 'none' || state.accountId !== accountId || state.courseId !== courseId)
      throw new NotFoundError(courseMessages.moduleNotFound);
    if (destroy) {
      // Spec 001: a module being destroyed needs no title; deleting twice is the same deletion.
      if (state.status === 'deleted') return [];
      return [{ type: 'CourseModuleDeleted', data: { accountId, courseId, moduleId, deletedAt: now } }];
    }
    if (state.status === 'deleted') throw new NotFoundError(courseMessages.moduleNotFound);
    const details = mergeModule(state.details, changes);
    const issues: FieldIssue[] = [];
    required(issues, 'title', details.title);
    refuse(issues);
    if (same(details, state.details)) return [];
    return [{ type: 'CourseModuleChanged', data: { accountId, courseId, moduleId, details, changedAt: now } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CourseModuleCreated':
      case 'CourseModuleChanged':
        return {
          status: 'live',
          accountId: event.data.accountId,
          courseId: event.data.courseId,
          details: event.data.details,
        };
      case 'CourseModuleDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

// ---------------------------------------------------------------- unit (lesson)

export type CourseUnitChanges = Omit<CourseUnitInput, 'id' | 'courseModuleId' | '_destroy'>;
export type CourseUnitCommand = {
  type: 'SaveCourseUnit';
  data: {
    accountId: string;
    unitId: string;
    isNew: boolean;
    /** The live module of the account named by the call and its course, or null when there is none. */
    module: { moduleId: string; courseId: string } | null;
    destroy: boolean;
    changes: CourseUnitChanges;
    now: string;
  };
};
export type CourseUnitEvent = CourseUnitCreated | CourseUnitChanged | CourseUnitDeleted;
export type CourseUnitState = Lifecycle<CourseUnitDetails> & { moduleId?: string };

const emptyUnit: CourseUnitDetails = {
  title: '',
  description: '',
  unitType: DEFAULT_UNIT_TYPE,
  participationType: 'none',
  order: 0,
  coverUrl: null,
  posterUrl: null,
  videoUrl: null,
  audioUrl: null,
  externalVideoUrl: null,
};

export function mergeUnit(p: CourseUnitDetails, c: CourseUnitChanges): CourseUnitDetails {
  return {
    title: textOf(c.title, p.title),
    description: textOf(c.description, p.description),
    unitType: c.unitType === undefined ? p.unitType : (c.unitType ?? ''),
    participationType: c.participationType ?? p.participationType,
    order: c.order ?? p.order,
    coverUrl: orNull(c.coverUrl, p.coverUrl),
    posterUrl: orNull(c.posterUrl, p.posterUrl),
    videoUrl: orNull(c.videoUrl, p.videoUrl),
    audioUrl: orNull(c.audioUrl, p.audioUrl),
    externalVideoUrl: orNull(c.externalVideoUrl, p.externalVideoUrl),
  };
}

/** Spec 001 section 5: every lesson needs a title, a description and its type. */
function validateUnit(d: CourseUnitDetails) {
  const issues: FieldIssue[] = [];
  required(issues, 'title', d.title);
  required(issues, 'description', d.description);
  required(issues, 'unitType', d.unitType);
  refuse(issues);
}

export const courseUnitDecider: Decider<CourseUnitCommand, CourseUnitEvent, CourseUnitState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { accountId, unitId, isNew, module, destroy, changes, now } = command.data;
    if (!module) throw new NotFoundError(courseMessages.moduleNotFound);
    const { moduleId, courseId } = module;
    if (isNew) {
      if (destroy) return [];
      const details = mergeUnit(emptyUnit, changes);
      validateUnit(details);
      if (state.status !== 'none') {
        if (state.accountId === accountId && same(state.details, details)) return [];
        throw new NotFoundError(courseMessages.unitNotFound);
      }
      return [{ type: 'CourseUnitCreated', data: { accountId, courseId, moduleId, unitId, details, createdAt: now } }];
    }
    if (state.status === 'none' || state.accountId !== accountId || state.moduleId !== moduleId)
      throw new NotFoundError(courseMessages.unitNotFound);
    if (destroy) {
      if (state.status === 'deleted') return [];
      return [{ type: 'CourseUnitDeleted', data: { accountId, courseId, moduleId, unitId, deletedAt: now } }];
    }
    if (state.status === 'deleted') throw new NotFoundError(courseMessages.unitNotFound);
    const details = mergeUnit(state.details, changes);
    validateUnit(details);
    if (same(details, state.details)) return [];
    return [{ type: 'CourseUnitChanged', data: { accountId, courseId, moduleId, unitId, details, changedAt: now } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CourseUnitCreated':
      case 'CourseUnitChanged':
        return {
          status: 'live',
          accountId: event.data.accountId,
          moduleId: event.data.moduleId,
          details: event.data.details as CourseUnitDetails,
        };
      case 'CourseUnitDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};

// ---------------------------------------------------------------- category

export type CourseCategoryCommand = {
  type: 'SaveCourseCategory';
  data: {
    accountId: string;
    categoryId: string;
    isNew: boolean;
    /** A new category's code (ours: the spec shows a code but not how it is made). */
    code: string;
    changes: Omit<CourseCategoryInput, 'id'>;
    now: string;
  };
};
export type CourseCategoryEvent = CourseCategoryCreated | CourseCategoryChanged;
export type CourseCategoryState = Lifecycle<CourseCategoryDetails>;

export const courseCategoryDecider: Decider<CourseCategoryCommand, CourseCategoryEvent, CourseCategoryState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { accountId, categoryId, isNew, code, changes, now } = command.data;
    const previous = state.status === 'none' ? { name: '', description: '' } : state.details;
    if (!isNew && (state.status !== 'live' || state.accountId !== accountId))
      throw new NotFoundError(courseMessages.categoryNotFound);
    const details: CourseCategoryDetails = {
      name: textOf(changes.name, previous.name),
      description: textOf(changes.description, previous.description),
    };
    // Spec 001 section 5: the toast wording (it says 'programa') with 'Campo obrigatório' on the field.
    if (!details.name.trim())
      throw new ValidationError(
        [{ path: ['name'], message: courseMessages.required }],
        courseMessages.categoryNameRequired,
      );
    if (isNew) {
      if (state.status !== 'none') {
        if (state.accountId === accountId && same(state.details, details)) return [];
        throw new NotFoundError(courseMessages.categoryNotFound);
      }
      return [{ type: 'CourseCategoryCreated', data: { accountId, categoryId, code, details, createdAt: now } }];
    }
    if (same(details, previous)) return [];
    return [{ type: 'CourseCategoryChanged', data: { accountId, categoryId, details, changedAt: now } }];
  },
  evolve(_state, event) {
    return { status: 'live', accountId: event.data.accountId, details: event.data.details };
  },
};
