import type { CourseCategoryDoc, CourseDoc, CourseModuleDoc, CourseUnitDoc } from '@gym/contracts';
import {
  getCourse,
  getCourseCategory,
  getCourseModule,
  getCourseModules,
  getProgram,
  listCourseCategories,
  listCourses,
} from '@gym/projection-service';
import { ForbiddenError, NotFoundError } from '@gym/platform';
import { memberAccessMessages } from '@gym/contracts/memberApp/contentMessages';
import { courseOpensTo, memberAccessOf, selfOf } from '../memberContent/memberAccess.ts';
import { courseMessages } from '@gym/contracts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { deleteCourse, saveCourse, saveCourseCategory, saveCourseModule, saveCourseUnit } from './courseHandlers.ts';

const media = (url: string | null) => (url ? { uri: url, uri_original: url } : null);

export const categoryView = (doc: CourseCategoryDoc) => ({
  id: doc.id,
  code: doc.code,
  name: doc.name,
  description: doc.description,
});

export const unitView = (doc: CourseUnitDoc) => ({
  ...doc,
  courseModuleId: doc.moduleId,
  cover: media(doc.coverUrl),
  poster: media(doc.posterUrl),
  video: media(doc.videoUrl),
  audio: media(doc.audioUrl),
});

const moduleView = (doc: CourseModuleDoc, units: CourseUnitDoc[]) => ({ ...doc, units: units.map(unitView) });

/** The GraphQL Course: counts from the read model; modules, lessons, category and programs read when asked. */
function courseView(svc: Services, doc: CourseDoc) {
  let modules: ReturnType<typeof getCourseModules> | null = null;
  const loadModules = () => {
    modules ??= getCourseModules(svc.documents, doc);
    return modules;
  };
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    resume: null,
    status: doc.status,
    premiumAccessThroughAnyPlan: doc.premiumAccessThroughAnyPlan,
    courseCategoryId: doc.courseCategoryId,
    programIds: doc.programIds,
    coverUrl: doc.coverUrl,
    posterUrl: doc.posterUrl,
    cover: media(doc.coverUrl),
    poster: media(doc.posterUrl),
    modulesCount: doc.modulesCount,
    unitsCount: doc.unitsCount,
    // Comments, completions and favorites come from members' activity, which no issue records yet.
    commentsCount: 0,
    completionsCount: 0,
    favoritesCount: 0,
    createdAt: doc.createdAt,
    courseCategory: async () => {
      const category = doc.courseCategoryId
        ? await getCourseCategory(svc.documents, doc.accountId, doc.courseCategoryId)
        : null;
      return category ? categoryView(category) : null;
    },
    programs: async () => {
      const programs = await Promise.all(doc.programIds.map((id) => getProgram(svc.documents, doc.accountId, id)));
      return programs.filter((p) => p !== null).map((p) => ({ id: p.id, name: p.name }));
    },
    courseModules: async () => (await loadModules()).map((m) => moduleView(m, m.units)),
    units: async () => (await loadModules()).flatMap((m) => m.units.map(unitView)),
  };
}

function courseResolvers(svc: Services) {
  return {
    async courses(_args: unknown, ctx: RequestContext) {
      return (await listCourses(svc.documents, actorOf(ctx).accountId)).map((doc) => courseView(svc, doc));
    },
    async course(args: { id: string }, ctx: RequestContext) {
      const doc = await getCourse(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? courseView(svc, doc) : null;
    },
    async courseCategories(_args: unknown, ctx: RequestContext) {
      return (await listCourseCategories(svc.documents, actorOf(ctx).accountId)).map(categoryView);
    },
    async courseCategory(args: { id: string }, ctx: RequestContext) {
      const doc = await getCourseCategory(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? categoryView(doc) : null;
    },
    async createOrUpdateCourse(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveCourse(svc, actor, args);
      await svc.readModelsReached(saved.position);
      const doc = await getCourse(svc.documents, actor.accountId, saved.courseId);
      return { course: doc ? courseView(svc, doc) : null };
    },
    async deleteCourse(args: { id: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const before = await getCourse(svc.documents, actor.accountId, args.id);
      if (!before) throw new NotFoundError(courseMessages.courseNotFound);
      const deleted = await deleteCourse(svc, actor, args.id);
      await svc.readModelsReached(deleted.position);
      return { course: courseView(svc, before) };
    },
    async createOrUpdateCourseModule(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveCourseModule(svc, actor, args);
      await svc.readModelsReached(saved.position);
      const doc = await getCourseModule(svc.documents, actor.accountId, saved.moduleId);
      if (!doc) return { courseModule: null }; // destroyed
      const course = await getCourse(svc.documents, actor.accountId, doc.courseId);
      const units = course
        ? ((await getCourseModules(svc.documents, course)).find((m) => m.id === doc.id)?.units ?? [])
        : [];
      return { courseModule: moduleView(doc, units) };
    },
    async createOrUpdateUnitByCourseModule(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveCourseUnit(svc, actor, args);
      await svc.readModelsReached(saved.position);
      const doc = await svc.documents.collection<CourseUnitDoc>('courseUnits').get(saved.unitId);
      return { unit: doc && doc.accountId === actor.accountId ? unitView(doc) : null };
    },
    async createOrUpdateCourseCategory(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const saved = await saveCourseCategory(svc, actor, args);
      await svc.readModelsReached(saved.position);
      const doc = await getCourseCategory(svc.documents, actor.accountId, saved.categoryId);
      return { courseCategory: doc ? categoryView(doc) : null };
    },
  };
}

/** The course fields with their access levels, spread into schemas.ts: staff read, admins and managers author (spec 001 section 1). */
export function courseAdminOperations(svc: Services) {
  const r = courseResolvers(svc);
  return {
    courses: { access: 'staff', resolve: r.courses },
    course: { access: 'staff', resolve: r.course },
    courseCategories: { access: 'staff', resolve: r.courseCategories },
    courseCategory: { access: 'staff', resolve: r.courseCategory },
    createOrUpdateCourse: { access: 'manager', resolve: r.createOrUpdateCourse },
    deleteCourse: { access: 'manager', resolve: r.deleteCourse },
    createOrUpdateCourseModule: { access: 'manager', resolve: r.createOrUpdateCourseModule },
    createOrUpdateUnitByCourseModule: { access: 'manager', resolve: r.createOrUpdateUnitByCourseModule },
    createOrUpdateCourseCategory: { access: 'manager', resolve: r.createOrUpdateCourseCategory },
  } as const;
}

/** The member's reads on /{account}/graphql: the active courses their plan opens (memberContent/memberAccess.ts). */
export function courseMemberOperations(svc: Services) {
  return {
    courses: {
      access: 'member',
      resolve: async (_args: unknown, ctx: RequestContext) => {
        const { accountId } = actorOf(ctx);
        const [access, list] = await Promise.all([
          memberAccessOf(svc, accountId, selfOf(ctx)),
          listCourses(svc.documents, accountId),
        ]);
        return list.filter((doc) => courseOpensTo(doc, access)).map((doc) => courseView(svc, doc));
      },
    },
    course: {
      access: 'member',
      resolve: async (args: { id: string }, ctx: RequestContext) => {
        const { accountId } = actorOf(ctx);
        const doc = await getCourse(svc.documents, accountId, args.id);
        if (doc?.status !== 'active') return null;
        if (!courseOpensTo(doc, await memberAccessOf(svc, accountId, selfOf(ctx))))
          throw new ForbiddenError(memberAccessMessages.courseOutsidePlan);
        return courseView(svc, doc);
      },
    },
  } as const;
}
