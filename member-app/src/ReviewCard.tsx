import { useState, type FormEvent } from 'react';
import { memberAccountMessages as m } from '@gym/contracts/memberApp/accountMessages';
import { gql } from './api';
import './account.css';

/** What a member can review from the app: a class they attended, a course, a workout they are given. */
export interface Reviewable {
  readonly type: 'program_class' | 'course' | 'workout_group';
  readonly id: string;
  readonly title: string;
  readonly detail: string;
}

const REVIEW = `mutation($rating: Int, $comment: String, $type: String, $id: ID) {
  createReview(rating: $rating, comment: $comment, reviewableType: $type, reviewableId: $id) { id } }`;
const REVIEW_COMMENT_MAX = 140;

/** One item's review form (createReview, the review page's rules and messages): 1 to 5 stars and a comment. */
export function ReviewCard({ item }: { item: Reviewable }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await gql(REVIEW, { rating: rating || null, comment: comment || null, type: item.type, id: item.id });
      setDone(true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="card stack" onSubmit={send} aria-label={`${m.rating}: ${item.title}`} noValidate>
      <strong>{item.title}</strong>
      {item.detail ? <span className="muted">{item.detail}</span> : null}
      <div className="stars" role="radiogroup" aria-label={m.rating}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={m.stars(n)}
            className={n <= rating ? 'star on' : 'star'}
            onClick={() => setRating(n)}
          >
            ★
          </button>
        ))}
      </div>
      <label>
        {m.comment}
        <textarea
          rows={2}
          maxLength={REVIEW_COMMENT_MAX + 20}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {m.reviewed}
        </p>
      ) : null}
      <button className="secondary" type="submit" disabled={sending}>
        {m.sendReview}
      </button>
    </form>
  );
}
