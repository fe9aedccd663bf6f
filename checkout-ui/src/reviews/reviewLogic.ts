import { messages } from '@gym/contracts/messages';
import { REVIEW_COMMENT_MAX, reviewMessages } from '@gym/contracts/reviews/input';

/**
 * The review page's rules, apart from React and the browser (unit-tested in reviewLogic.unit.test.ts):
 * what the sign-in and sign-up cards refuse, what a review sends, and what the page shows.
 */

export type CardMode = 'signin' | 'signup';

const CARD_EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;

/** Spec 000 cards: the first thing wrong with the fields (name on sign-up, then e-mail, then password), or null. */
export function cardError(
  mode: CardMode,
  fields: { fullName: string; email: string; password: string },
): string | null {
  if (mode === 'signup' && fields.fullName.trim().split(/\s+/).length < 2) return messages.signInNameTwoWords;
  if (!CARD_EMAIL.test(fields.email.trim())) return messages.signInInvalidEmail;
  if (fields.password.length < 8) return messages.signInPasswordMin;
  return null;
}

/** "Ana Maria  Souza" → name "Ana", lastName "Maria Souza" (sign-up sends them apart). */
export function splitFullName(fullName: string): { name: string; lastName: string } {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, lastName: rest.join(' ') };
}

/** What createReview gets: the rating is required (no star chosen: the spec's message); a blank comment is null. */
export function reviewVariables(
  rating: number,
  comment: string,
  reviewableType: string,
  reviewableId: string,
): { ok: true; variables: { r: number; c: string | null; t: string; i: string } } | { ok: false; error: string } {
  if (!rating) return { ok: false, error: reviewMessages.allFields };
  return { ok: true, variables: { r: rating, c: comment.trim() || null, t: reviewableType, i: reviewableId } };
}

/** Typing past 140 characters is ignored, not refused (spec 002 'Review'). */
export const limitComment = (value: string): string => value.slice(0, REVIEW_COMMENT_MAX);

/** "12/140" under the comment. */
export const commentCounter = (comment: string): string => `${comment.length}/${REVIEW_COMMENT_MAX}`;

/** The star's accessible name: "4 - Muito bom". */
export const starLabel = (n: number): string => `${n} - ${reviewMessages.ratingLabels[n]}`;

/** The words under the stars: the chosen rating's label, or a non-breaking space holding the line. */
export const ratingCaption = (rating: number): string =>
  rating ? (reviewMessages.ratingLabels[rating] ?? '\u00a0') : '\u00a0';

/** The account's weighted rating in the header: one decimal, '-' with no reviews yet. */
/** The weighted rating with a comma decimal, as Brazilians write it ('5,0'). */
export const accountRatingText = (weightedRating: number | null): string =>
  weightedRating === null
    ? '-'
    : weightedRating.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** ?type=workout_group&id=... → what is reviewed and the question's object ('o treino'); no subject for an unknown type. */
export function reviewTarget(search: string): {
  reviewableType: string;
  reviewableId: string;
  subject: string | undefined;
} {
  const params = new URLSearchParams(search);
  const reviewableType = params.get('type') ?? '';
  const reviewableId = params.get('id') ?? '';
  return {
    reviewableType,
    reviewableId,
    subject: Object.hasOwn(reviewMessages.questionSubject, reviewableType)
      ? reviewMessages.questionSubject[reviewableType]
      : undefined,
  };
}

/** The form shows only with a target to review; the signed-in member reviews only with a name (else the cards). */
export const showsReview = (target: { reviewableId: string; subject: string | undefined }): boolean =>
  !!target.subject && !!target.reviewableId;
export const canReview = <M extends { name: string }>(me: M | null): me is M => !!me && !!me.name.trim();
