import { z } from 'zod';
import { reviewableTypes } from './events.ts';

/** Spec 002 'Review' validation, word for word. */
export const reviewMessages = {
  allFields: 'Para avaliar, você precisa preencher todos os campos',
  // The spec shows this one as '...uma nota válida'; the elided start is the one above's.
  validRating: 'Para avaliar, você precisa preencher uma nota válida',
  commentTooLong: 'Seu comentário precisa ter no máximo 140 caracteres',
  success: 'Avaliação realizada com sucesso!',
  ratingLabels: { 1: 'Ruim', 2: 'Regular', 3: 'Bom', 4: 'Muito bom', 5: 'Excelente' } as Record<number, string>,
  /** The question's object per reviewable type (spec 002 'Review form'). */
  questionSubject: { workout_group: 'o treino', course: 'o info produto', program_class: 'a aula às' } as Record<
    string,
    string
  >,
  // ours
  nameRequired: 'Para avaliar, cadastre seu nome no perfil',
} as const;

export const REVIEW_COMMENT_MAX = 140;

/** createReview(rating, comment, reviewableType, reviewableId). */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: reviewMessages.allFields })
    .int({ error: reviewMessages.validRating })
    .min(1, { error: reviewMessages.validRating })
    .max(5, { error: reviewMessages.validRating }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: reviewMessages.commentTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
  reviewableType: z.enum(reviewableTypes, { error: reviewMessages.allFields }),
  reviewableId: z
    .string({ error: reviewMessages.allFields })
    .trim()
    .min(1, { error: reviewMessages.allFields })
    .max(100),
});
