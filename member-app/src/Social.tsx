import { useEffect, useState, type FormEvent } from 'react';
import { memberAccountMessages as m } from '@gym/contracts/memberApp/accountMessages';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql } from './api';
import './account.css';
import { brDate, type Booking } from './logic';
import { ReviewCard, type Reviewable } from './ReviewCard';

interface Post {
  readonly id: string;
  readonly authorName: string;
  readonly text: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
}
interface Comment {
  readonly id: string;
  readonly message: string;
  readonly author: { readonly name: string };
  readonly byStaff: boolean;
  readonly createdAt: string;
}

const POSTS = '{ posts(page: 1) { list { id authorName text imageUrl publishedAt } } }';
const COMMENTS = `query($id: ID!) { comments(commentableType: "post", commentableId: $id) {
  list { id message author { name } byStaff createdAt } totalEntries } }`;
const COMMENT = `mutation($id: ID!, $message: String!) { createComment(commentableType: "post", commentableId: $id, message: $message) {
  id message author { name } byStaff createdAt } }`;
const COURSES = '{ courses { id title } }';

/** The classes the member attended (validated, today or before), each once with its latest date. */
export function attendedClasses(bookings: readonly Booking[], today: string): Reviewable[] {
  const byClass = new Map<string, Booking>();
  for (const b of bookings) {
    if (b.status !== 'validated' || !b.class || b.date > today) continue;
    const seen = byClass.get(b.class.id);
    if (!seen || seen.date < b.date) byClass.set(b.class.id, b);
  }
  return [...byClass.values()]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((b) => ({
      type: 'program_class',
      id: b.class!.id,
      title: b.program?.name ?? '',
      detail: `${brDate(b.date)} · ${b.class!.startTime}`,
    }));
}

/**
 * Mural: the gym's posts with their comments (the member's own comments with createComment), and reviews of the
 * classes the member attended and the gym's courses (createReview, the review page's rules and messages).
 */
export function Social({ bookings, today }: { bookings: readonly Booking[]; today: string }) {
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [courses, setCourses] = useState<Reviewable[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    gql<{ posts: { list: Post[] } }>(POSTS).then(
      (r) => setPosts(r.posts.list),
      (e: Error) => setError(e.message),
    );
    gql<{ courses: { id: string; title: string }[] }>(COURSES).then(
      (r) => setCourses(r.courses.map((c) => ({ type: 'course', id: c.id, title: c.title, detail: '' }))),
      () => {},
    );
  }, []);
  const reviewable = [...attendedClasses(bookings, today), ...courses];
  return (
    <section aria-label={m.postsTitle}>
      <h1>{m.postsTitle}</h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {posts === null && !error ? <p className="muted">{t.loading}</p> : null}
      {posts?.length === 0 ? <p className="card muted">{m.noPosts}</p> : null}
      {posts?.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <h1>{m.reviewsTitle}</h1>
      <p className="muted">{m.reviewHint}</p>
      {reviewable.length === 0 ? <p className="card muted">{m.noReviewable}</p> : null}
      <ul className="list">
        {reviewable.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            <ReviewCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostCard({ post }: { post: Post }) {
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = () =>
    gql<{ comments: { list: Comment[] } }>(COMMENTS, { id: post.id }).then(
      (r) => setComments(r.comments.list),
      (e: Error) => setError(e.message),
    );
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const r = await gql<{ createComment: Comment }>(COMMENT, { id: post.id, message });
      setComments((list) => [...(list ?? []), r.createComment]);
      setMessage('');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <article className="card post" data-testid={`post-${post.id}`}>
      <p className="muted">
        <strong>{post.authorName}</strong> · {brDate(post.publishedAt)}
      </p>
      <p className="post-text">{post.text}</p>
      {post.imageUrl ? <img className="post-image" src={post.imageUrl} alt="" loading="lazy" /> : null}
      {comments === null ? (
        <button type="button" className="link" onClick={open}>
          {m.showComments}
        </button>
      ) : (
        <>
          <p className="muted">{m.comments(comments.length)}</p>
          <ul className="list">
            {comments.map((c) => (
              <li key={c.id} className="reply">
                <strong>{c.byStaff ? `${c.author.name} (${m.byGym})` : c.author.name}</strong> · {brDate(c.createdAt)}
                <br />
                {c.message}
              </li>
            ))}
          </ul>
          <form className="stack" onSubmit={send} noValidate>
            <label>
              {m.writeComment}
              <textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
            </label>
            <button className="secondary" type="submit" disabled={sending}>
              {m.sendComment}
            </button>
          </form>
        </>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
