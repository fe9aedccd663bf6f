import { useState } from 'react';
import { reviewMessages } from '@gym/contracts/reviews/input';
import { gql, reviewsPath } from '../lib/api';
import { commentCounter, limitComment, ratingCaption, reviewVariables, starLabel } from './reviewLogic';

export const NOTICE_KEY = 'reviews.notice';

/** Stars 1 to 5 ('Ruim' to 'Excelente'), a comment of at most 140 characters, and the send button. */
export const ReviewForm = ({
  reviewableType,
  reviewableId,
  subject,
}: {
  reviewableType: string;
  reviewableId: string;
  subject: string;
}) => {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const review = reviewVariables(rating, comment, reviewableType, reviewableId);
    if (!review.ok) return setError(review.error);
    setSending(true);
    try {
      await gql(
        'mutation($r: Int, $c: String, $t: String, $i: ID) { createReview(rating: $r, comment: $c, reviewableType: $t, reviewableId: $i) { id } }',
        review.variables,
      );
      sessionStorage.setItem(NOTICE_KEY, reviewMessages.success);
      window.location.assign(reviewsPath);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : reviewMessages.allFields);
      setSending(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Avaliação">
      <p>Como você avalia {subject}?</p>
      <div className="stars" role="radiogroup" aria-label="Nota">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={starLabel(n)}
            className={n <= rating ? 'on' : ''}
            onClick={() => {
              setRating(n);
              setError(null);
            }}
          >
            ★
          </button>
        ))}
      </div>
      <p aria-live="polite">{ratingCaption(rating)}</p>
      <label>
        Comentário
        {/* Longer input is ignored rather than refused (spec 002 'Review'). */}
        <textarea value={comment} rows={3} onChange={(e) => setComment(limitComment(e.target.value))} />
      </label>
      <small>{commentCounter(comment)}</small>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="primary" type="submit" disabled={sending}>
        Enviar avaliação
      </button>
    </form>
  );
};
