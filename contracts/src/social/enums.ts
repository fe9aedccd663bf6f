/**
 * Posts and comments (spec 000 navigation 'social': /admin/posts, /admin/general_comments; spec 002 section 3
 * 'Post and comment'). Staff publish posts to the gym's feed; members comment on posts and classes; staff hide,
 * delete and reply. Workout groups, courses and lessons join `commentableTypes` with their features.
 */
export const commentableTypes = ['post', 'program_class', 'workout_group', 'course', 'course_unit'] as const;
export type CommentableType = (typeof commentableTypes)[number];

export type CommentStatus = 'visible' | 'hidden';
