import { useEffect, useState, type ReactNode } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { memberAppHomeTexts as h } from '@gym/contracts/memberAppCustomization/appTexts';
import { gql, saved } from './api';
import { Banners } from './Banners';
import { Inbox, type InboxMessage } from './Inbox';
import { brDate, type Booking } from './logic';
import type { MemberAppConfig } from './theme';

export interface Movement {
  readonly id: string;
  readonly createdAt: string;
  readonly operation: string;
  readonly value: number;
  readonly obs: string | null;
}

/** Every block on when the gym never chose (or the configuration is not loaded yet). */
const ALL_BLOCKS: MemberAppConfig['blocks'] = {
  banners: true,
  nextClass: true,
  todayWorkout: true,
  points: true,
  unreadMessages: true,
};

/**
 * Início (issue 25): the gym's banners, the next booked class, today's workout (when a screen provides it),
 * the points balance with its history and the unread messages (read model memberAppUnread), each only
 * when the gym chose it in /admin/app/customize; the messages themselves follow.
 */
export function Home({
  name,
  config,
  next,
  points,
  movements,
  inbox,
  onChanged,
  todayWorkout,
}: {
  name: string | null;
  config: MemberAppConfig | null;
  next: Booking | null;
  points: number | null;
  movements: readonly Movement[];
  inbox: readonly InboxMessage[];
  onChanged: () => Promise<void>;
  /** Today's workout block's content, from the workouts screen (absent: the block is not shown). */
  todayWorkout?: ReactNode;
}) {
  const blocks = config?.blocks ?? ALL_BLOCKS;
  const [unread, setUnread] = useState<number | null>(saved.get<number>('unread'));
  useEffect(() => {
    if (!blocks.unreadMessages) return;
    gql<{ memberAppUnreadMessages: number }>('{ memberAppUnreadMessages }')
      .then(({ memberAppUnreadMessages }) => {
        setUnread(memberAppUnreadMessages);
        saved.set('unread', memberAppUnreadMessages);
      })
      .catch(() => {});
  }, [blocks.unreadMessages, inbox]);
  const markRead = async () => {
    const { markInboxRead } = await gql<{ markInboxRead: number }>('mutation { markInboxRead }').catch(() => ({
      markInboxRead: unread ?? 0,
    }));
    setUnread(markInboxRead);
    saved.set('unread', markInboxRead);
    document.getElementById('inbox')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <section aria-label={t.home}>
      <h1>{name ? t.hello(name) : t.home}</h1>
      {blocks.banners && config ? <Banners banners={config.banners} /> : null}
      {blocks.nextClass ? (
        <div className="card">
          <h2>{t.nextClass}</h2>
          {next ? (
            <p data-testid="next-class">
              <strong>{next.program?.name}</strong> · {brDate(next.date)} · {next.class?.startTime}
              {next.filial ? <span className="muted"> · {next.filial.name}</span> : null}
            </p>
          ) : (
            <p className="muted">{t.noNextClass}</p>
          )}
        </div>
      ) : null}
      {/* The block brings its own card and title ('Treino de hoje'). */}
      {blocks.todayWorkout && todayWorkout ? todayWorkout : null}
      {blocks.points ? (
        <div className="card">
          <h2>{t.points}</h2>
          <p className="big" data-testid="points">
            {points ?? '–'}
          </p>
          {movements.length > 0 ? (
            <ul className="list movements" aria-label={t.pointsHistory}>
              {movements.map((m) => (
                <li key={m.id} className="row">
                  <span>
                    {m.obs || t.pointsOperation(m.operation)}
                    <br />
                    <span className="muted">{brDate(m.createdAt)}</span>
                  </span>
                  <strong className={m.operation === 'add' ? 'plus' : 'minus'}>
                    {m.operation === 'add' ? '+' : '−'}
                    {m.value}
                  </strong>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {blocks.unreadMessages && unread !== null ? (
        <div className="card row">
          <span>
            <h2>{h.unread}</h2>
            <span data-testid="unread">{h.unreadCount(unread)}</span>
          </span>
          {unread > 0 ? (
            <button type="button" className="secondary" onClick={() => void markRead()}>
              {h.markRead}
            </button>
          ) : (
            <span className="big unread-count" aria-hidden="true">
              0
            </span>
          )}
        </div>
      ) : null}
      <div id="inbox">
        <Inbox messages={inbox} onChanged={onChanged} />
      </div>
    </section>
  );
}
