import { z } from 'zod';
import { notPersonal, personal, sealedFor, studentSubject, type SubjectOf } from '../privacy/personal.ts';
import { messages } from '../messages.ts';

/**
 * Posts and comments (spec 000 navigation 'social': /admin/posts, /admin/general_comments; spec 002 section 3
 * 'Post and comment'). Staff publish posts to the gym's feed; members comment on posts and classes; staff hide,
 * delete and reply. Workout groups, courses and lessons join `commentableTypes` with their features.
 */
export const commentableTypes = ['post', 'program_class', 'workout_group', 'course', 'course_unit'] as const;
export type CommentableType = (typeof commentableTypes)[number];

export const postPublishedV1 = z.object({
  accountId: z.string(),
  postId: z.string(),
  authorId: z.string().nullable(),
  authorName: notPersonal(z.string(), "the staff member who posted, shown on the gym's feed"),
  text: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export const postDeletedV1 = z.object({ accountId: z.string(), postId: z.string(), deletedAt: z.string() });

const commentAuthor = z.object({
  id: z.string().nullable(),
  name: personal(z.string()),
  avatar: personal(z.string().nullable()),
});
/** A member's comment is sealed with the member's key; a staff reply names no student (no subject, in clear). */
const byCommentingMember: SubjectOf = (data) => {
  const author = data.author as { id?: unknown } | null | undefined;
  return data.byStaff === false && typeof data.accountId === 'string' && typeof author?.id === 'string'
    ? studentSubject(data.accountId, author.id)
    : null;
};
export const commentPostedV1 = sealedFor(
  byCommentingMember,
  z.object({
    accountId: z.string(),
    commentId: z.string(),
    commentableType: z.enum(commentableTypes),
    commentableId: z.string(),
    author: commentAuthor,
    /** A staff member's comment (a reply): not counted as a comment the gym received. */
    byStaff: z.boolean(),
    replyToId: z.string().nullable(),
    message: personal(z.string()),
    postedAt: z.string(),
    /** The item's name when commented (post text's start, class, workout group, course or lesson title). */
    commentableName: notPersonal(
      z.string().optional(),
      "the commented item's title (post, class, course): the gym's content",
    ),
  }),
);
/** Hiding and deleting carry the comment's day and kind, so the dashboard's per-day counters take it off. */
const commentFact = { accountId: z.string(), commentId: z.string(), postedAt: z.string(), byStaff: z.boolean() };
export const commentHiddenV1 = z.object({ ...commentFact, hiddenAt: z.string() });
export const commentDeletedV1 = z.object({ ...commentFact, wasVisible: z.boolean(), deletedAt: z.string() });

export type PostPublished = { type: 'PostPublished'; data: z.infer<typeof postPublishedV1> };
export type PostDeleted = { type: 'PostDeleted'; data: z.infer<typeof postDeletedV1> };
export type CommentPosted = { type: 'CommentPosted'; data: z.infer<typeof commentPostedV1> };
export type CommentHidden = { type: 'CommentHidden'; data: z.infer<typeof commentHiddenV1> };
export type CommentDeleted = { type: 'CommentDeleted'; data: z.infer<typeof commentDeletedV1> };

export const socialEventSchemas = {
  PostPublished: { version: 1, schema: postPublishedV1 },
  PostDeleted: { version: 1, schema: postDeletedV1 },
  CommentPosted: { version: 1, schema: commentPostedV1 },
  CommentHidden: { version: 1, schema: commentHiddenV1 },
  CommentDeleted: { version: 1, schema: commentDeletedV1 },
} as const;

/** Collection `posts`. */
export interface PostDoc {
  readonly id: string;
  readonly accountId: string;
  readonly authorName: string;
  readonly text: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
}

export type CommentStatus = 'visible' | 'hidden';
/** Collection `comments` (a deleted comment leaves it). */
export interface CommentDoc {
  readonly id: string;
  readonly accountId: string;
  readonly commentableType: CommentableType;
  readonly commentableId: string;
  readonly author: { readonly id: string | null; readonly name: string; readonly avatar: string | null };
  /** The member who wrote it (null for staff): what a student's export and erasure find their comments by. */
  readonly studentId?: string | null;
  readonly byStaff: boolean;
  readonly replyToId: string | null;
  readonly message: string;
  readonly createdAt: string;
  readonly status: CommentStatus;
  /** The item's name when commented, for moderation (null on comments made before it was kept). */
  readonly commentableName?: string | null;
}

/** ours: the spec words none of these. */
export const socialMessages = {
  postPublished: 'Post publicado com sucesso!',
  postDeleted: 'Post excluído com sucesso!',
  postNotFound: 'Post não encontrado',
  commentNotFound: 'Comentário não encontrado',
  commentableNotFound: 'Item para comentar não encontrado',
  commentHidden: 'Comentário ocultado com sucesso!',
  commentDeleted: 'Comentário excluído com sucesso!',
  replySent: 'Resposta enviada com sucesso!',
  alreadyDeleted: 'Este comentário foi excluído',
  textRequired: 'Escreva o texto do post',
  messageRequired: 'Escreva o comentário',
  tooLong: 'Texto muito longo (máximo de {max} caracteres)',
  invalidImage: 'Endereço de imagem inválido',
  invalidType: 'Tipo de item inválido',
  postsTitle: 'Posts',
  newPost: 'Novo post',
  postText: 'Texto do post',
  postImage: 'Imagem',
  publish: 'Publicar',
  noPosts: 'Nenhum post publicado ainda.',
  commentsTitle: 'Comentários',
  noCommentsYet: 'Nenhum comentário recebido ainda.',
  hide: 'Ocultar',
  delete: 'Excluir',
  reply: 'Responder',
  replyLabel: 'Sua resposta',
  send: 'Enviar',
  cancel: 'Cancelar',
  hiddenLabel: 'Oculto',
  visibleLabel: 'Visível',
  confirmDeleteComment: 'Tem certeza que deseja excluir este comentário?',
  confirmDeletePost: 'Tem certeza que deseja excluir este post?',
  onPost: 'no post',
  onClass: 'na aula',
  onWorkoutGroup: 'no treino',
  onCourse: 'no curso',
  onCourseUnit: 'na aula do curso',
  commentsDisabled: 'Os comentários estão desativados para este treino',
  noAccess: 'Você não tem acesso a este item',
  replyTo: 'em resposta a um comentário',
} as const;

const fill = (template: string, max: number) => template.replace('{max}', String(max));
export const POST_TEXT_MAX = 2000;
export const COMMENT_MAX = 1000;

export const postInputSchema = z.object({
  text: z
    .string({ message: socialMessages.textRequired })
    .trim()
    .min(1, socialMessages.textRequired)
    .max(POST_TEXT_MAX, fill(socialMessages.tooLong, POST_TEXT_MAX)),
  imageUrl: z
    .string()
    .trim()
    .max(2000, socialMessages.invalidImage)
    .url(socialMessages.invalidImage)
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
});

const message = z
  .string({ message: socialMessages.messageRequired })
  .trim()
  .min(1, socialMessages.messageRequired)
  .max(COMMENT_MAX, fill(socialMessages.tooLong, COMMENT_MAX));

export const commentInputSchema = z.object({
  commentableType: z.enum(commentableTypes, { message: socialMessages.invalidType }),
  commentableId: z.string({ message: messages.required }).trim().min(1, messages.required).max(100),
  message,
});
export const commentReplyInputSchema = z.object({ message });
