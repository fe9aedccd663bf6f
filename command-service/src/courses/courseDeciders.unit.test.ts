import { courseMessages, type CourseDetails, type CourseUnitDetails } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import {
  courseCategoryDecider,
  courseDecider,
  courseModuleDecider,
  courseUnitDecider,
  type CourseCategoryEvent,
  type CourseEvent,
  type CourseModuleEvent,
  type CourseUnitEvent,
} from './courseDeciders.ts';

const accountId = 'acc-1';
const now = '2026-11-24T12:00:00.000Z';
const later = '2026-11-24T13:00:00.000Z';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('expected a ValidationError');
}

describe('course decider', () => {
  const spec = deciderSpec(courseDecider);
  const details: CourseDetails = {
    title: 'Mobilidade em casa',
    description: 'Quatro semanas de mobilidade.',
    status: 'active',
    premiumAccessThroughAnyPlan: true,
    courseCategoryId: 'cat-1',
    programIds: ['p1'],
    coverUrl: 'http://h/demo/files/a/courses/covers/c.png',
    posterUrl: null,
  };
  const refs = { categoryFound: true, unknownProgramIds: [] };
  const save = (changes: object, isNew = true, r: object = refs, account = accountId) => ({
    type: 'SaveCourse' as const,
    data: { accountId: account, courseId: 'c1', isNew, changes, refs: { ...refs, ...r }, now },
  });
  const created: CourseEvent = { type: 'CourseCreated', data: { accountId, courseId: 'c1', details, createdAt: now } };

  it('creates a course with every field', () => {
    spec.given([]).when(save(details)).then([created]);
  });

  it('defaults a new course to draft, without premium access', () => {
    const [event] = courseDecider.decide(save({ title: 'T', description: 'D' }), courseDecider.initialState());
    expect(event?.data).toMatchObject({ details: { status: 'draft', premiumAccessThroughAnyPlan: false } });
  });

  it('refuses a course without title and description, each field with its error', () => {
    const issues = issuesOf(() => courseDecider.decide(save({ title: ' ', description: '' }), { status: 'none' }));
    expect(issues).toEqual([
      { path: ['title'], message: courseMessages.required },
      { path: ['description'], message: courseMessages.required },
    ]);
    spec
      .given([])
      .when(save({ title: '' }))
      .thenThrows(ValidationError, courseMessages.formErrors);
  });

  it("refuses a category or a program that is not the account's", () => {
    const issues = issuesOf(() =>
      courseDecider.decide(save(details, true, { categoryFound: false, unknownProgramIds: ['p1'] }), {
        status: 'none',
      }),
    );
    expect(issues).toEqual([
      { path: ['courseCategoryId'], message: courseMessages.categoryNotFound },
      { path: ['programIds', 0], message: courseMessages.programNotFound },
    ]);
  });

  it('changes what is sent, keeps what is absent, and a draft toggle is a change', () => {
    spec
      .given([created])
      .when(save({ status: 'draft', coverUrl: '' }, false))
      .then([
        {
          type: 'CourseChanged',
          data: { accountId, courseId: 'c1', details: { ...details, status: 'draft', coverUrl: null }, changedAt: now },
        },
      ]);
  });

  it('does nothing when nothing changes, or when a create is retried', () => {
    spec
      .given([created])
      .when(save({ title: details.title }, false))
      .thenNothingHappens();
    spec.given([created]).when(save(details)).thenNothingHappens();
  });

  it("reads another account's course, a missing one and a deleted one as missing", () => {
    spec
      .given([])
      .when(save({ title: 'x' }, false))
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
    spec
      .given([created])
      .when(save({ title: 'x' }, false, refs, 'acc-2'))
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
    spec
      .given([created])
      .when(save({ ...details, title: 'Outro' }))
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
    const deleted: CourseEvent = { type: 'CourseDeleted', data: { accountId, courseId: 'c1', deletedAt: now } };
    spec
      .given([created, deleted])
      .when(save({ title: 'x' }, false))
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
  });

  it('deletes a course once; deleting again does nothing', () => {
    const del = { type: 'DeleteCourse' as const, data: { accountId, courseId: 'c1', now } };
    const deleted: CourseEvent = { type: 'CourseDeleted', data: { accountId, courseId: 'c1', deletedAt: now } };
    spec.given([created]).when(del).then([deleted]);
    spec.given([created, deleted]).when(del).thenNothingHappens();
    spec.given([]).when(del).thenThrows(NotFoundError, courseMessages.courseNotFound);
    spec
      .given([created])
      .when({ ...del, data: { ...del.data, accountId: 'acc-2' } })
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
  });
});

describe('course module decider', () => {
  const spec = deciderSpec(courseModuleDecider);
  const save = (over: Record<string, unknown> = {}, changes: object = { title: 'Módulo 1', order: 0 }) => ({
    type: 'SaveCourseModule' as const,
    data: {
      accountId,
      moduleId: 'm1',
      isNew: true,
      courseId: 'c1',
      courseFound: true,
      destroy: false,
      changes,
      now,
      ...over,
    },
  });
  const created: CourseModuleEvent = {
    type: 'CourseModuleCreated',
    data: {
      accountId,
      courseId: 'c1',
      moduleId: 'm1',
      details: { title: 'Módulo 1', description: '', order: 0 },
      createdAt: now,
    },
  };
  const deleted: CourseModuleEvent = {
    type: 'CourseModuleDeleted',
    data: { accountId, courseId: 'c1', moduleId: 'm1', deletedAt: later },
  };

  it('creates a module in a live course', () => {
    spec.given([]).when(save()).then([created]);
  });

  it('refuses a module of a course that is missing, deleted or another account’s', () => {
    spec
      .given([])
      .when(save({ courseFound: false }))
      .thenThrows(NotFoundError, courseMessages.courseNotFound);
  });

  it('requires a title unless the module is being destroyed', () => {
    expect(issuesOf(() => courseModuleDecider.decide(save({}, { title: '' }), { status: 'none' }))).toEqual([
      { path: ['title'], message: courseMessages.required },
    ]);
    spec
      .given([created])
      .when(save({ isNew: false }, { title: '  ' }))
      .thenThrows(ValidationError, courseMessages.formErrors);
    spec
      .given([created])
      .when(save({ isNew: false, destroy: true, now: later }, { title: '' }))
      .then([deleted]);
  });

  it('reorders: a new order is a change of the module', () => {
    spec
      .given([created])
      .when(save({ isNew: false, now: later }, { order: 1 }))
      .then([
        {
          type: 'CourseModuleChanged',
          data: {
            accountId,
            courseId: 'c1',
            moduleId: 'm1',
            details: { title: 'Módulo 1', description: '', order: 1 },
            changedAt: later,
          },
        },
      ]);
    spec
      .given([created])
      .when(save({ isNew: false }, { order: 0 }))
      .thenNothingHappens();
  });

  it('soft-deletes a saved module once; a module never saved is simply not created', () => {
    spec
      .given([created])
      .when(save({ isNew: false, destroy: true, now: later }))
      .then([deleted]);
    spec
      .given([created, deleted])
      .when(save({ isNew: false, destroy: true }))
      .thenNothingHappens();
    spec
      .given([])
      .when(save({ destroy: true }))
      .thenNothingHappens();
  });

  it('refuses to change a deleted, missing, moved or foreign module', () => {
    const change = save({ isNew: false }, { title: 'x' });
    spec.given([created, deleted]).when(change).thenThrows(NotFoundError, courseMessages.moduleNotFound);
    spec.given([]).when(change).thenThrows(NotFoundError, courseMessages.moduleNotFound);
    spec
      .given([created])
      .when(save({ isNew: false, accountId: 'acc-2' }, { title: 'x' }))
      .thenThrows(NotFoundError, courseMessages.moduleNotFound);
    spec
      .given([created])
      .when(save({ isNew: false, courseId: 'c2' }, { title: 'x' }))
      .thenThrows(NotFoundError, courseMessages.moduleNotFound);
    spec
      .given([created])
      .when(save({}, { title: 'Outro' }))
      .thenThrows(NotFoundError, courseMessages.moduleNotFound);
  });
});

describe('course unit (lesson) decider', () => {
  const spec = deciderSpec(courseUnitDecider);
  const details: CourseUnitDetails = {
    title: 'Aquecimento',
    description: 'Dez minutos.',
    unitType: 'Premium',
    participationType: 'none',
    order: 0,
    coverUrl: null,
    posterUrl: null,
    videoUrl: 'http://h/demo/files/a/units/videos/v.webm',
    audioUrl: null,
    externalVideoUrl: null,
  };
  const module = { moduleId: 'm1', courseId: 'c1' };
  const save = (
    over: Record<string, unknown> = {},
    changes: object = { title: 'Aquecimento', description: 'Dez minutos.', videoUrl: details.videoUrl },
  ) => ({
    type: 'SaveCourseUnit' as const,
    data: { accountId, unitId: 'u1', isNew: true, module, destroy: false, changes, now, ...over },
  });
  const created: CourseUnitEvent = {
    type: 'CourseUnitCreated',
    data: { accountId, courseId: 'c1', moduleId: 'm1', unitId: 'u1', details, createdAt: now },
  };
  const deleted: CourseUnitEvent = {
    type: 'CourseUnitDeleted',
    data: { accountId, courseId: 'c1', moduleId: 'm1', unitId: 'u1', deletedAt: later },
  };

  it('creates a lesson, Premium and without participation by default', () => {
    spec.given([]).when(save()).then([created]);
  });

  it('requires title, description and type, each reported on its field', () => {
    expect(
      issuesOf(() =>
        courseUnitDecider.decide(save({}, { title: '', description: ' ', unitType: '' }), { status: 'none' }),
      ),
    ).toEqual([
      { path: ['title'], message: courseMessages.required },
      { path: ['description'], message: courseMessages.required },
      { path: ['unitType'], message: courseMessages.required },
    ]);
    spec
      .given([created])
      .when(save({ isNew: false }, { description: '' }))
      .thenThrows(ValidationError, courseMessages.formErrors);
  });

  it('refuses a lesson of a missing, deleted or foreign module', () => {
    spec
      .given([])
      .when(save({ module: null }))
      .thenThrows(NotFoundError, courseMessages.moduleNotFound);
  });

  it('changes type, participation, media and order (reorder)', () => {
    spec
      .given([created])
      .when(
        save(
          { isNew: false, now: later },
          { unitType: 'Free', participationType: 'video', order: 2, coverUrl: 'http://h/c.jpg' },
        ),
      )
      .then([
        {
          type: 'CourseUnitChanged',
          data: {
            accountId,
            courseId: 'c1',
            moduleId: 'm1',
            unitId: 'u1',
            details: { ...details, unitType: 'Free', participationType: 'video', order: 2, coverUrl: 'http://h/c.jpg' },
            changedAt: later,
          },
        },
      ]);
  });

  it('soft-deletes a saved lesson once (without checking its fields)', () => {
    spec
      .given([created])
      .when(save({ isNew: false, destroy: true, now: later }, { title: '' }))
      .then([deleted]);
    spec
      .given([created, deleted])
      .when(save({ isNew: false, destroy: true }))
      .thenNothingHappens();
    spec
      .given([])
      .when(save({ destroy: true }))
      .thenNothingHappens();
  });

  it('refuses to change a deleted, missing, foreign or moved lesson', () => {
    const change = save({ isNew: false }, { title: 'x' });
    spec.given([created, deleted]).when(change).thenThrows(NotFoundError, courseMessages.unitNotFound);
    spec.given([]).when(change).thenThrows(NotFoundError, courseMessages.unitNotFound);
    spec
      .given([created])
      .when(save({ isNew: false, accountId: 'acc-2' }, { title: 'x' }))
      .thenThrows(NotFoundError, courseMessages.unitNotFound);
    spec
      .given([created])
      .when(save({ isNew: false, module: { moduleId: 'm2', courseId: 'c1' } }, { title: 'x' }))
      .thenThrows(NotFoundError, courseMessages.unitNotFound);
  });
});

describe('course category decider', () => {
  const spec = deciderSpec(courseCategoryDecider);
  const save = (changes: object, isNew = true, account = accountId) => ({
    type: 'SaveCourseCategory' as const,
    data: { accountId: account, categoryId: 'k1', isNew, code: 'CAT-K1', changes, now },
  });
  const created: CourseCategoryEvent = {
    type: 'CourseCategoryCreated',
    data: { accountId, categoryId: 'k1', code: 'CAT-K1', details: { name: 'Yoga', description: '' }, createdAt: now },
  };

  it('creates a category with its code', () => {
    spec
      .given([])
      .when(save({ name: 'Yoga' }))
      .then([created]);
  });

  it("refuses an empty name with the spec's toast, the field marked 'Campo obrigatório'", () => {
    const error = spec
      .given([])
      .when(save({ name: ' ' }))
      .thenThrows(ValidationError, courseMessages.categoryNameRequired);
    expect((error as ValidationError).issues).toEqual([{ path: ['name'], message: courseMessages.required }]);
    spec
      .given([created])
      .when(save({ name: '' }, false))
      .thenThrows(ValidationError, courseMessages.categoryNameRequired);
  });

  it('changes name and description; the same values change nothing', () => {
    spec
      .given([created])
      .when(save({ description: 'Alongar' }, false))
      .then([
        {
          type: 'CourseCategoryChanged',
          data: { accountId, categoryId: 'k1', details: { name: 'Yoga', description: 'Alongar' }, changedAt: now },
        },
      ]);
    spec
      .given([created])
      .when(save({ name: 'Yoga' }, false))
      .thenNothingHappens();
  });

  it("reads a missing or another account's category as missing", () => {
    spec
      .given([])
      .when(save({ name: 'x' }, false))
      .thenThrows(NotFoundError, courseMessages.categoryNotFound);
    spec
      .given([created])
      .when(save({ name: 'x' }, false, 'acc-2'))
      .thenThrows(NotFoundError, courseMessages.categoryNotFound);
    spec
      .given([created])
      .when(save({ name: 'Outra' }))
      .thenThrows(NotFoundError, courseMessages.categoryNotFound);
  });
});
