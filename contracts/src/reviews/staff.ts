import { z } from 'zod';
import { notPersonal } from '../privacy/personal.ts';

/**
 * Staff answered a member's review (replyReview, /admin/reviews). Stream `review-<reviewId>`, after the
 * ReviewSubmitted it answers; a second reply replaces the first.
 */
export const reviewRepliedV1 = z.object({
  accountId: z.string(),
  reviewId: z.string(),
  reply: z.string(),
  authorId: z.string().nullable(),
  authorName: notPersonal(z.string(), 'the staff member who replied, shown with the reply'),
  repliedAt: z.string(),
});
export type ReviewReplied = { type: 'ReviewReplied'; data: z.infer<typeof reviewRepliedV1> };

/** The staff screen's words (spec 002 is silent on /admin/reviews: ours). */
export const staffReviewMessages = {
  title: 'Avaliações',
  weightedRating: 'Nota ponderada',
  ratingOverTime: 'Nota ponderada ao longo do tempo',
  byDay: 'Por dia',
  byMonth: 'Por mês',
  itemType: 'Tipo de item',
  rating: 'Nota',
  all: 'Todos',
  allRatings: 'Todas',
  item: 'Item',
  member: 'Aluno',
  comment: 'Comentário',
  date: 'Data',
  reply: 'Responder',
  replyLabel: 'Resposta',
  send: 'Enviar',
  cancel: 'Cancelar',
  staffReply: 'Resposta da academia',
  empty: 'Nenhuma avaliação encontrada',
  noRatingYet: 'Ainda sem avaliações',
  replySent: 'Resposta enviada com sucesso',
  replyRequired: 'Escreva uma resposta',
  replyTooLong: 'A resposta pode ter no máximo 500 caracteres',
  reviewNotFound: 'Avaliação não encontrada',
  typeLabels: { workout_group: 'Treino', course: 'Info produto', program_class: 'Aula' } as Record<string, string>,
} as const;

export const REVIEW_REPLY_MAX = 500;

/** replyReview(id, reply). */
export const reviewReplyInputSchema = z.object({
  id: z.string().trim().min(1, staffReviewMessages.reviewNotFound).max(100),
  reply: z
    .string({ error: staffReviewMessages.replyRequired })
    .trim()
    .min(1, staffReviewMessages.replyRequired)
    .max(REVIEW_REPLY_MAX, staffReviewMessages.replyTooLong),
});

/** Collection `reviews`: one document per review (id = reviewId), the staff list's row. */
export interface ReviewDoc {
  readonly id: string;
  readonly accountId: string;
  readonly userId: string;
  /** The member again, under the name the LGPD export and erasure look for (`{ accountId, studentId }`). */
  readonly studentId: string;
  readonly userName: string;
  readonly reviewableType: string;
  readonly reviewableId: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly submittedAt: string;
  readonly reply: { readonly text: string; readonly authorName: string; readonly repliedAt: string } | null;
}

/** A point of the weighted rating over time: the rating as it stood at the end of the day (or month). */
export interface RatingPoint {
  readonly reviews: number;
  readonly ratingSum: number;
}

/**
 * Collection `ratingHistory`: one document per account, the running count and sum and, per day and per
 * month (-03:00), the totals as they stood at its end. Read whole: the chart never aggregates reviews.
 */
export interface RatingHistoryDoc {
  readonly id: string;
  readonly reviews: number;
  readonly ratingSum: number;
  readonly position: number;
  readonly days: Readonly<Record<string, RatingPoint>>;
  readonly months: Readonly<Record<string, RatingPoint>>;
}
