import { courseMessages } from '@gym/contracts/courses/courseMessages';
import { endpoints } from '../lib/env';
import { graphqlRequest, RequestError } from '../lib/graphqlRequest';
import { COURSE_MUTATION, MODULE_MUTATION, UNIT_MUTATION } from './courseDocuments';
import { wholeList, type ResourceHandlers } from './types';

/** Course calls of spec 001 section 7 (coursesSdl): the four createOrUpdate calls and the reads of the console. */

export interface CourseMedia {
  readonly uri: string;
  readonly uri_original: string;
}
export interface CourseUnit {
  readonly id: string;
  readonly courseModuleId: string;
  readonly title: string;
  readonly description: string;
  readonly unitType: string;
  readonly participationType: string;
  readonly order: number;
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
  readonly videoUrl: string | null;
  readonly audioUrl: string | null;
  readonly externalVideoUrl: string | null;
}
export interface CourseModule {
  readonly id: string;
  readonly title: string;
  readonly description: string | null;
  readonly order: number;
  readonly units: CourseUnit[];
}
export interface CourseCategory {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
}
export interface Course {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly status: 'active' | 'draft';
  readonly premiumAccessThroughAnyPlan: boolean;
  readonly courseCategoryId: string | null;
  readonly courseCategory: { readonly id: string; readonly name: string } | null;
  readonly programIds: string[];
  readonly programs: { readonly id: string; readonly name: string }[];
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
  readonly cover: CourseMedia | null;
  readonly poster: CourseMedia | null;
  readonly modulesCount: number;
  readonly unitsCount: number;
  readonly commentsCount: number;
  readonly completionsCount: number;
  readonly favoritesCount: number;
}
export interface CourseWithModules extends Course {
  readonly courseModules: CourseModule[];
}

export interface CourseVariables {
  readonly id?: string;
  readonly title: string;
  readonly status: 'active' | 'draft';
  readonly description: string;
  readonly posterUrl: string | null;
  readonly coverUrl: string | null;
  readonly premiumAccessThroughAnyPlan: boolean;
  readonly courseCategoryId: string | null;
  readonly programIds: string[];
}
export interface ModuleVariables {
  readonly id?: string;
  readonly courseId: string;
  readonly title: string;
  readonly description: string;
  readonly order: number;
  readonly _destroy?: boolean;
}
export interface UnitVariables {
  readonly id?: string;
  readonly courseModuleId: string;
  readonly title: string;
  readonly description: string;
  readonly unitType: string;
  readonly participationType: string;
  readonly order: number;
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
  readonly videoUrl: string | null;
  readonly audioUrl: string | null;
  readonly externalVideoUrl: string | null;
  readonly _destroy?: boolean;
}

const COURSE_FIELDS =
  'id title description status premiumAccessThroughAnyPlan courseCategoryId courseCategory { id name } programIds programs { id name } coverUrl posterUrl cover { uri uri_original } poster { uri uri_original } modulesCount unitsCount commentsCount completionsCount favoritesCount';
const UNIT_FIELDS =
  'id courseModuleId title description unitType participationType order coverUrl posterUrl videoUrl audioUrl externalVideoUrl';

const CATEGORY_MUTATION = /* GraphQL */ `
  mutation ($id: ID, $name: String, $description: String) {
    createOrUpdateCourseCategory(id: $id, name: $name, description: $description) { courseCategory { id code name description } }
  }
`;

export const coursesApi = {
  async list(): Promise<Course[]> {
    return (await graphqlRequest<{ courses: Course[] }>(endpoints.admin, `{ courses { ${COURSE_FIELDS} } }`)).courses;
  },
  async get(id: string): Promise<CourseWithModules | null> {
    const data = await graphqlRequest<{ course: CourseWithModules | null }>(
      endpoints.admin,
      `query ($id: ID!) { course(id: $id) { ${COURSE_FIELDS} courseModules { id title description order units { ${UNIT_FIELDS} } } } }`,
      { id },
    );
    return data.course;
  },
  async remove(id: string): Promise<void> {
    await graphqlRequest(endpoints.admin, 'mutation ($id: ID!) { deleteCourse(id: $id) { course { id } } }', { id });
  },
  async saveCourse(variables: CourseVariables): Promise<{ id: string }> {
    const data = await graphqlRequest<{ createOrUpdateCourse: { course: { id: string } } }>(
      endpoints.admin,
      COURSE_MUTATION,
      { ...variables },
    );
    return data.createOrUpdateCourse.course;
  },
  async saveModule(variables: ModuleVariables): Promise<{ id: string } | null> {
    const data = await graphqlRequest<{ createOrUpdateCourseModule: { courseModule: { id: string } | null } }>(
      endpoints.admin,
      MODULE_MUTATION,
      { ...variables },
    );
    return data.createOrUpdateCourseModule.courseModule;
  },
  async saveUnit(variables: UnitVariables): Promise<{ id: string } | null> {
    const data = await graphqlRequest<{ createOrUpdateUnitByCourseModule: { unit: { id: string } | null } }>(
      endpoints.admin,
      UNIT_MUTATION,
      { ...variables },
    );
    return data.createOrUpdateUnitByCourseModule.unit;
  },
  async categories(): Promise<CourseCategory[]> {
    return (
      await graphqlRequest<{ courseCategories: CourseCategory[] }>(
        endpoints.admin,
        '{ courseCategories { id code name description } }',
      )
    ).courseCategories;
  },
  async category(id: string): Promise<CourseCategory | null> {
    const data = await graphqlRequest<{ courseCategory: CourseCategory | null }>(
      endpoints.admin,
      'query ($id: ID!) { courseCategory(id: $id) { id code name description } }',
      { id },
    );
    return data.courseCategory;
  },
  async saveCategory(variables: { id?: string; name: string; description: string }): Promise<CourseCategory> {
    const data = await graphqlRequest<{ createOrUpdateCourseCategory: { courseCategory: CourseCategory } }>(
      endpoints.admin,
      CATEGORY_MUTATION,
      { ...variables },
    );
    return data.createOrUpdateCourseCategory.courseCategory;
  },
  async programs(): Promise<{ id: string; name: string }[]> {
    return (
      await graphqlRequest<{ programs: { id: string; name: string }[] }>(endpoints.admin, '{ programs { id name } }')
    ).programs;
  },
};

/** A member's participation as the staff's list shows it (issue 20). */
export interface Participation {
  readonly id: string;
  readonly status: 'pending' | 'approved';
  readonly mediaType: 'image' | 'audio' | 'video';
  readonly mediaUrl: string;
  readonly comment: string | null;
  readonly staffComment: string | null;
  readonly submittedAt: string;
  readonly reviewedAt: string | null;
  readonly unit: { readonly id: string; readonly title: string } | null;
  readonly course: { readonly id: string; readonly title: string } | null;
  readonly student: { readonly id: string; readonly fullName: string } | null;
}
const PARTICIPATION_FIELDS =
  'id status mediaType mediaUrl comment staffComment submittedAt reviewedAt unit { id title } course { id title } student { id fullName }';

export const participationsApi = {
  async list(filter: { status?: string | null; courseId?: string | null }): Promise<Participation[]> {
    const data = await graphqlRequest<{ participations: Participation[] }>(
      endpoints.admin,
      `query ($status: String, $courseId: ID) { participations(status: $status, courseId: $courseId) { ${PARTICIPATION_FIELDS} } }`,
      { status: filter.status || null, courseId: filter.courseId || null },
    );
    return data.participations;
  },
  async review(id: string, review: { approve?: boolean; comment?: string }): Promise<Participation> {
    const data = await graphqlRequest<{ reviewParticipation: { participation: Participation } }>(
      endpoints.admin,
      `mutation ($id: ID!, $approve: Boolean, $comment: String) { reviewParticipation(id: $id, approve: $approve, comment: $comment) { participation { ${PARTICIPATION_FIELDS} } } }`,
      { id, ...review },
    );
    return data.reviewParticipation.participation;
  },
};

/**
 * Resource `course-categories` (spec 001): courseCategories lists them all at once, courseCategory(id),
 * createOrUpdateCourseCategory for both create and update. A missing category is a 404 the edit page names.
 */
export const courseCategories: ResourceHandlers = {
  getList: () => coursesApi.categories().then(wholeList),
  getOne: async ({ id }) => {
    const found = await coursesApi.category(String(id));
    if (!found) throw new RequestError(courseMessages.categoryNotFound, 404, 'NOT_FOUND', {});
    return { data: found };
  },
  create: ({ data }) => coursesApi.saveCategory(categoryInput(data)).then((saved) => ({ data: saved })),
  update: ({ id, data }) =>
    coursesApi.saveCategory({ ...categoryInput(data), id: String(id) }).then((saved) => ({ data: saved })),
};

const categoryInput = (data: Partial<CourseCategory>) => ({
  name: String(data.name ?? ''),
  description: String(data.description ?? ''),
});

/** Resource `courses` (spec 001): courses lists them all at once, deleteCourse removes one; the editor saves through coursesApi. */
export const courses: ResourceHandlers = {
  getList: () => coursesApi.list().then(wholeList),
  delete: async ({ id, previousData }) => {
    await coursesApi.remove(String(id));
    return { data: previousData ?? { id } };
  },
};
