import { useCallback, useEffect, useState } from 'react';
import { gql, memberToken, reviewsPath } from '../lib/api';
import { AuthCards } from './AuthCards';
import { NOTICE_KEY, ReviewForm } from './ReviewForm';
import { accountRatingText, canReview, reviewTarget, showsReview } from './reviewLogic';

interface PageData {
  account: { name: string; label: string };
  accountRating: { weightedRating: number | null; reviews: number };
  reviewable: { title: string; cover: string | null; startTime: string | null } | null;
}
interface Me {
  name: string;
  lastName: string;
}

const target = reviewTarget(window.location.search);
const { reviewableType, reviewableId, subject } = target;

/** /{account}/reviews?type=workout_group&id=... (spec 002 'Review form'). */
export const ReviewsPage = () => {
  const [data, setData] = useState<PageData | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice] = useState(() => {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text;
  });

  const loadMe = useCallback(() => {
    if (!memberToken.get()) return setMe(null);
    gql<{ me: Me | null }>('{ me { name lastName } }').then(
      (d) => setMe(d.me),
      () => setMe(null),
    );
  }, []);

  useEffect(() => {
    gql<PageData>(
      'query($t: String!, $i: ID!) { account { name label } accountRating { weightedRating reviews } reviewable(reviewableType: $t, reviewableId: $i) { title cover startTime } }',
      { t: reviewableType || 'course', i: reviewableId || '-' },
    ).then(setData, (e: Error) => setError(e.message));
    loadMe();
  }, [loadMe]);

  if (error)
    return (
      <div className="page">
        <p className="error">{error}</p>
      </div>
    );
  if (!data) return <div className="page">Carregando...</div>;
  return (
    <div className="page">
      <header className="card header">
        <a href={reviewsPath}>{data.account.label || data.account.name}</a>
        <span role="group" aria-label="Nota da conta">
          ★ {accountRatingText(data.accountRating.weightedRating)}
        </span>
      </header>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {subject && showsReview(target) ? (
        <>
          <section className="card">
            {data.reviewable?.cover ? <img className="cover" src={data.reviewable.cover} alt="" /> : null}
            <h1>{data.reviewable?.title ?? 'Avaliação'}</h1>
          </section>
          {canReview(me) ? (
            <>
              <p>
                Você está logado como {me.name} {me.lastName}
              </p>
              <ReviewForm
                reviewableType={reviewableType}
                reviewableId={reviewableId}
                subject={data.reviewable?.startTime ? `${subject} ${data.reviewable.startTime}` : subject}
              />
            </>
          ) : (
            <AuthCards accountName={data.account.name} onSignedIn={loadMe} />
          )}
        </>
      ) : null}
    </div>
  );
};
