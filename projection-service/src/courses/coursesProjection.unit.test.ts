import { handlerFor, type Doc, type Projection, type RecordedEvent } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { participationsProjection } from './participationsProjection.ts';
import {
  courseCategoriesProjection,
  courseModulesProjection,
  coursesProjection,
  courseUnitsProjection,
} from './coursesProjection.ts';

let position = 0;
function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 's',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-24T12:00:00.000Z',
  };
}
function project<D extends Doc>(projection: Projection<D, any>, events: RecordedEvent[], start: D | null = null) {
  return events.reduce<D | null>((doc, event) => {
    const handler = handlerFor(projection.handlers, event.type);
    return handler ? handler.update(doc, event) : doc;
  }, start);
}

const details = {
  title: 'Mobilidade',
  description: 'Quatro semanas',
  status: 'active',
  premiumAccessThroughAnyPlan: false,
  courseCategoryId: null,
  programIds: [],
  coverUrl: null,
  posterUrl: null,
};
const ids = { accountId: 'a1', courseId: 'c1' };
const courseCreated = recorded('CourseCreated', { ...ids, details, createdAt: '2026-11-24T10:00:00.000Z' });
const moduleCreated = (moduleId: string) =>
  recorded('CourseModuleCreated', {
    ...ids,
    moduleId,
    details: { title: moduleId, description: '', order: 0 },
    createdAt: '2026-11-24T10:01:00.000Z',
  });
const unitDetails = {
  title: 'Aula',
  description: 'd',
  unitType: 'Premium',
  participationType: 'none',
  order: 0,
  coverUrl: null,
  posterUrl: null,
  videoUrl: null,
  audioUrl: null,
  externalVideoUrl: null,
};
const unitCreated = (unitId: string, moduleId: string) =>
  recorded('CourseUnitCreated', {
    ...ids,
    moduleId,
    unitId,
    details: unitDetails,
    createdAt: '2026-11-24T10:02:00.000Z',
  });

describe('courses projection: counts kept by the projector', () => {
  const events = [
    courseCreated,
    moduleCreated('m1'),
    moduleCreated('m2'),
    unitCreated('u1', 'm1'),
    unitCreated('u2', 'm1'),
    unitCreated('u3', 'm2'),
  ];

  it('counts modules and lessons as they are created', () => {
    expect(project(coursesProjection, events)).toMatchObject({ modulesCount: 2, unitsCount: 3, title: 'Mobilidade' });
  });

  it('is idempotent: replaying every event counts each once', () => {
    const once = project(coursesProjection, events);
    expect(project(coursesProjection, events, once)).toEqual(once);
  });

  it('a deleted lesson and a deleted module (with its lessons) leave the counts', () => {
    const unitDeleted = recorded('CourseUnitDeleted', {
      ...ids,
      moduleId: 'm1',
      unitId: 'u1',
      deletedAt: '2026-11-24T11:00:00.000Z',
    });
    const moduleDeleted = recorded('CourseModuleDeleted', {
      ...ids,
      moduleId: 'm2',
      deletedAt: '2026-11-24T11:00:00.000Z',
    });
    expect(project(coursesProjection, [...events, unitDeleted])).toMatchObject({ modulesCount: 2, unitsCount: 2 });
    expect(project(coursesProjection, [...events, unitDeleted, moduleDeleted, moduleDeleted])).toMatchObject({
      modulesCount: 1,
      unitsCount: 1,
    });
  });

  it('a deleted course leaves the list', () => {
    expect(
      project(coursesProjection, [
        ...events,
        recorded('CourseDeleted', { ...ids, deletedAt: '2026-11-24T11:00:00.000Z' }),
      ]),
    ).toBeNull();
  });

  it('modules and lessons: a reorder replayed out of date is ignored; a deletion drops the document', () => {
    const changed = recorded('CourseModuleChanged', {
      ...ids,
      moduleId: 'm1',
      details: { title: 'M', description: '', order: 3 },
      changedAt: '2026-11-24T12:00:00.000Z',
    });
    const older = recorded('CourseModuleChanged', {
      ...ids,
      moduleId: 'm1',
      details: { title: 'M', description: '', order: 1 },
      changedAt: '2026-11-24T11:00:00.000Z',
    });
    expect(project(courseModulesProjection, [moduleCreated('m1'), changed, older])).toMatchObject({ order: 3 });
    expect(
      project(courseUnitsProjection, [
        unitCreated('u1', 'm1'),
        recorded('CourseUnitDeleted', { ...ids, moduleId: 'm1', unitId: 'u1', deletedAt: 'x' }),
      ]),
    ).toBeNull();
  });

  it('categories keep a folded sort name', () => {
    const created = recorded('CourseCategoryCreated', {
      accountId: 'a1',
      categoryId: 'k1',
      code: 'CAT-1',
      details: { name: 'Ênfase', description: '' },
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    expect(project(courseCategoriesProjection, [created])).toMatchObject({ code: 'CAT-1', sortName: 'enfase' });
  });

  it('participations: pending, then the review; an older review replayed is ignored', () => {
    const submitted = recorded('ParticipationSubmitted', {
      accountId: 'a1',
      participationId: 'p1',
      studentId: 's1',
      courseId: 'c1',
      moduleId: 'm1',
      unitId: 'u1',
      mediaType: 'video',
      mediaUrl: 'http://h/f.webm',
      comment: null,
      submittedAt: '2026-11-24T10:00:00.000Z',
    });
    const approved = recorded('ParticipationReviewed', {
      accountId: 'a1',
      participationId: 'p1',
      reviewerId: 'x',
      approved: true,
      comment: 'Boa',
      reviewedAt: '2026-11-24T12:00:00.000Z',
    });
    const older = recorded('ParticipationReviewed', {
      accountId: 'a1',
      participationId: 'p1',
      reviewerId: 'x',
      approved: false,
      comment: 'antes',
      reviewedAt: '2026-11-24T11:00:00.000Z',
    });
    expect(project(participationsProjection, [submitted])).toMatchObject({ status: 'pending', staffComment: null });
    expect(project(participationsProjection, [submitted, approved, older, submitted])).toMatchObject({
      status: 'approved',
      staffComment: 'Boa',
    });
  });
});
