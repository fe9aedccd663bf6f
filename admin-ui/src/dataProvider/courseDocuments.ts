/** The course editor's save calls (spec 001 section 7), kept apart from the browser-only request code so the benchmark sends the same documents. */
export const COURSE_MUTATION = /* GraphQL */ `
  mutation ($id: ID, $title: String, $status: String, $description: String, $posterUrl: String, $coverUrl: String,
    $premiumAccessThroughAnyPlan: Boolean, $courseCategoryId: ID, $programIds: [ID!]) {
    createOrUpdateCourse(id: $id, title: $title, status: $status, description: $description, posterUrl: $posterUrl,
      coverUrl: $coverUrl, premiumAccessThroughAnyPlan: $premiumAccessThroughAnyPlan,
      courseCategoryId: $courseCategoryId, programIds: $programIds) { course { id title description } }
  }
`;
export const MODULE_MUTATION = /* GraphQL */ `
  mutation ($id: ID, $courseId: ID!, $title: String, $description: String, $order: Int, $_destroy: Boolean) {
    createOrUpdateCourseModule(id: $id, courseId: $courseId, title: $title, description: $description, order: $order,
      _destroy: $_destroy) { courseModule { id } }
  }
`;
export const UNIT_MUTATION = /* GraphQL */ `
  mutation ($id: ID, $courseModuleId: ID!, $title: String, $description: String, $unitType: String,
    $participationType: String, $order: Int, $coverUrl: String, $posterUrl: String, $videoUrl: String,
    $audioUrl: String, $externalVideoUrl: String, $_destroy: Boolean) {
    createOrUpdateUnitByCourseModule(id: $id, courseModuleId: $courseModuleId, title: $title, description: $description,
      unitType: $unitType, participationType: $participationType, order: $order, coverUrl: $coverUrl,
      posterUrl: $posterUrl, videoUrl: $videoUrl, audioUrl: $audioUrl, externalVideoUrl: $externalVideoUrl,
      _destroy: $_destroy) { unit { id } }
  }
`;
