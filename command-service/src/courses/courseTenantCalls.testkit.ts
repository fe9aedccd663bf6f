/** A minimal valid call of every course root field, for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';

export const courseAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  courses: { query: '{ courses { id modulesCount } }' },
  course: { query: 'query($id: ID!) { course(id: $id) { id } }', variables: { id: someId } },
  courseCategories: { query: '{ courseCategories { id } }' },
  courseCategory: { query: 'query($id: ID!) { courseCategory(id: $id) { id } }', variables: { id: someId } },
  createOrUpdateCourse: {
    query: 'mutation { createOrUpdateCourse(title: "Intruso", description: "x") { course { id } } }',
  },
  deleteCourse: { query: 'mutation($id: ID!) { deleteCourse(id: $id) { course { id } } }', variables: { id: someId } },
  createOrUpdateCourseModule: {
    query: 'mutation($id: ID!) { createOrUpdateCourseModule(courseId: $id, title: "M") { courseModule { id } } }',
    variables: { id: someId },
  },
  createOrUpdateUnitByCourseModule: {
    query:
      'mutation($id: ID!) { createOrUpdateUnitByCourseModule(courseModuleId: $id, title: "A", description: "d") { unit { id } } }',
    variables: { id: someId },
  },
  createOrUpdateCourseCategory: {
    query: 'mutation { createOrUpdateCourseCategory(name: "Intrusa") { courseCategory { id } } }',
  },
};

courseAdminCalls.participations = { query: '{ participations { id } }' };
courseAdminCalls.reviewParticipation = {
  query: 'mutation($id: ID!) { reviewParticipation(id: $id, approve: true) { participation { id } } }',
  variables: { id: someId },
};

/** The member's participation calls on /{account}/graphql. */
export const courseMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  courses: { query: '{ courses { id } }' },
  course: { query: 'query($id: ID!) { course(id: $id) { id } }', variables: { id: someId } },
  myParticipations: { query: '{ myParticipations { id } }' },
  submitParticipation: {
    query:
      'mutation($id: ID!) { submitParticipation(unitId: $id, mediaType: "video", mediaUrl: "http://x/y") { participation { id } } }',
    variables: { id: someId },
  },
};
