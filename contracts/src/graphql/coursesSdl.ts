/**
 * Spec 001 'Course editor', 'Course category form' and section 7: createOrUpdateCourse,
 * createOrUpdateCourseModule, createOrUpdateUnitByCourseModule, createOrUpdateCourseCategory (flat variables,
 * as the spec lists them), plus the reads the console needs (ours).
 */
const courseTypesSdl = /* GraphQL */ `
  "A stored image or media file: uri and uri_original (the same address: no resized copy is kept)."
  type CourseMedia {
    uri: String!
    uri_original: String!
  }
  type CourseCategory {
    id: ID!
    code: String!
    name: String!
    description: String
  }
  type CourseProgram {
    id: ID!
    name: String!
  }
  type CourseUnit {
    id: ID!
    courseModuleId: ID!
    title: String!
    description: String!
    "Free or Premium."
    unitType: String!
    "none, image, audio, video or all."
    participationType: String!
    order: Int!
    coverUrl: String
    posterUrl: String
    videoUrl: String
    audioUrl: String
    externalVideoUrl: String
    cover: CourseMedia
    poster: CourseMedia
    video: CourseMedia
    audio: CourseMedia
  }
  type CourseModule {
    id: ID!
    courseId: ID!
    title: String!
    description: String
    order: Int!
    units: [CourseUnit!]!
  }
  type Course {
    id: ID!
    title: String!
    description: String!
    resume: String
    "active or draft."
    status: String!
    premiumAccessThroughAnyPlan: Boolean!
    courseCategoryId: ID
    courseCategory: CourseCategory
    programIds: [ID!]!
    programs: [CourseProgram!]!
    coverUrl: String
    posterUrl: String
    cover: CourseMedia
    poster: CourseMedia
    modulesCount: Int!
    unitsCount: Int!
    commentsCount: Int!
    completionsCount: Int!
    favoritesCount: Int!
    createdAt: String!
    courseModules: [CourseModule!]!
    units: [CourseUnit!]!
  }
  type CoursePayload {
    course: Course
  }
  type CourseModulePayload {
    courseModule: CourseModule
  }
  type UnitPayload {
    unit: CourseUnit
  }
  type CourseCategoryPayload {
    courseCategory: CourseCategory
  }
`;

export const coursesAdminSdl = /* GraphQL */ `
  ${courseTypesSdl}
  extend type Query {
    "The account's courses, newest first, with their counts."
    courses: [Course!]!
    course(id: ID!): Course
    courseCategories: [CourseCategory!]!
    courseCategory(id: ID!): CourseCategory
  }
  extend type Mutation {
    "Without id: a new course. With id: changes the variables sent (absent keeps, null or empty clears)."
    createOrUpdateCourse(
      id: ID
      title: String
      status: String
      description: String
      posterUrl: String
      coverUrl: String
      premiumAccessThroughAnyPlan: Boolean
      courseCategoryId: ID
      programIds: [ID!]
    ): CoursePayload!
    deleteCourse(id: ID!): CoursePayload!
    "_destroy with an id soft-deletes the module (and takes its lessons out of the course)."
    createOrUpdateCourseModule(
      id: ID
      courseId: ID!
      title: String
      description: String
      order: Int
      _destroy: Boolean
    ): CourseModulePayload!
    createOrUpdateUnitByCourseModule(
      id: ID
      courseModuleId: ID!
      title: String
      description: String
      unitType: String
      participationType: String
      order: Int
      coverUrl: String
      posterUrl: String
      videoUrl: String
      audioUrl: String
      externalVideoUrl: String
      _destroy: Boolean
    ): UnitPayload!
    createOrUpdateCourseCategory(id: ID, name: String, description: String): CourseCategoryPayload!
  }
`;

/** The member's reads (ours): the account's active courses, to find the lessons that take participations. */
export const coursesMemberSdl = /* GraphQL */ `
  ${courseTypesSdl}
  extend type Query {
    "The account's active courses (drafts are the staff's)."
    courses: [Course!]!
    course(id: ID!): Course
  }
`;

const participationTypesSdl = /* GraphQL */ `
  "A member's participation on a lesson (issue 20): the file sent, and the staff's answer."
  type Participation {
    id: ID!
    status: String!
    mediaType: String!
    mediaUrl: String!
    comment: String
    "The staff's comment: the answer the member sees."
    staffComment: String
    submittedAt: String!
    reviewedAt: String
    unit: ParticipationUnit
    course: ParticipationCourse
    student: ParticipationStudent
  }
  type ParticipationUnit {
    id: ID!
    title: String!
  }
  type ParticipationCourse {
    id: ID!
    title: String!
  }
  type ParticipationStudent {
    id: ID!
    fullName: String!
  }
  type ParticipationPayload {
    participation: Participation
  }
`;

export const participationsAdminSdl = /* GraphQL */ `
  ${participationTypesSdl}
  extend type Query {
    "Participations of the account, newest first; status: pending or approved."
    participations(status: String, courseId: ID): [Participation!]!
  }
  extend type Mutation {
    "approve and/or comment (the comment is the answer the member sees)."
    reviewParticipation(id: ID!, approve: Boolean, comment: String): ParticipationPayload!
  }
`;

export const participationsMemberSdl = /* GraphQL */ `
  ${participationTypesSdl}
  extend type Query {
    "The signed-in member's participations, newest first, with the staff's answers."
    myParticipations: [Participation!]!
  }
  extend type Mutation {
    "mediaType: image, audio or video, as the lesson's participation type allows; mediaUrl: a participations/* upload."
    submitParticipation(unitId: ID!, mediaType: String!, mediaUrl: String!, comment: String): ParticipationPayload!
  }
`;
