import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { TodaysWorkout } from './TodaysWorkout';
import { CoursesTab, prefetchContentTabs, WorkoutsTab } from './contentTabs';
import { gql, OfflineError, saved, session, SignedOutError } from './api';
import { Auth } from './Auth';
import { Classes, loadBookings, loadWeek } from './Classes';
import { QrCheckin } from './QrCheckin';
import { Profile } from './Profile';
import { TabBar } from './TabBar';
import { INBOX_QUERY, type InboxMessage } from './Inbox';
import { Home, type Movement } from './Home';
import { loadConfig, savedConfig, type MemberAppConfig } from './theme';
import { brDate, nextBooking, saoPauloNow, type Booking, type Occurrence } from './logic';
import { memberAccountMessages as accountTexts } from '@gym/contracts/memberApp/accountMessages';
import { memberWelcomeMessages, WELCOME_FLAG } from '@gym/contracts/memberApp/welcomeMessages';
// Plan and payments, and the gym's posts and reviews, load when their tab opens (issue 25 item 2).
const Plan = lazy(() => import('./Plan').then((module) => ({ default: module.Plan })));
const Social = lazy(() => import('./Social').then((module) => ({ default: module.Social })));

interface AccountInfo {
  readonly name: string;
  readonly registerEnabled: boolean;
}
interface Me {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
}
type Tab = 'home' | 'classes' | 'workouts' | 'courses' | 'checkin' | 'history' | 'plan' | 'social' | 'profile';
const tabLabels: Record<Tab, string> = {
  ...t,
  workouts: w.workouts,
  courses: w.courses,
  plan: accountTexts.planTab,
  social: accountTexts.socialTab,
};

const ACCOUNT = '{ account { name registerEnabled } }';

export function App() {
  const [account, setAccount] = useState<AccountInfo | null>(saved.get<AccountInfo>('account'));
  const [signedIn, setSignedIn] = useState(session.token() !== null);
  const [error, setError] = useState<string | null>(null);
  // The gym's colours, logo, home blocks and banners (/admin/app/customize, /admin/banners).
  const [config, setConfig] = useState<MemberAppConfig | null>(savedConfig);

  useEffect(() => {
    loadConfig().then(setConfig, () => {});
    gql<{ account: AccountInfo }>(ACCOUNT)
      .then(({ account }) => {
        setAccount(account);
        saved.set('account', account);
      })
      .catch((e: Error) => {
        if (!(e instanceof OfflineError)) setError(e.message);
      });
  }, []);

  if (!account) return <main className="auth">{error ? <p className="error">{error}</p> : <p>{t.loading}</p>}</main>;
  if (!signedIn)
    return (
      <Auth accountName={account.name} registerEnabled={account.registerEnabled} onSignedIn={() => setSignedIn(true)} />
    );
  return <SignedIn accountName={account.name} config={config} onSignedOut={() => setSignedIn(false)} />;
}

function SignedIn({
  accountName,
  config,
  onSignedOut,
}: {
  accountName: string;
  config: MemberAppConfig | null;
  onSignedOut: () => void;
}) {
  const [tab, setTab] = useState<Tab>('home');
  const [me, setMe] = useState<Me | null>(saved.get<Me>('me'));
  const [points, setPoints] = useState<number | null>(saved.get<number>('points'));
  const [inbox, setInbox] = useState<InboxMessage[]>(saved.get<InboxMessage[]>('inbox') ?? []);
  const [movements, setMovements] = useState<Movement[]>(saved.get<Movement[]>('movements') ?? []);
  const [week, setWeek] = useState<Occurrence[] | null>(saved.get<Occurrence[]>('week'));
  const [bookings, setBookings] = useState<Booking[]>(saved.get<Booking[]>('bookings') ?? []);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A first visit after the console's sign-up card (issue 35 item 2): a welcome and how to install the app.
  const [welcome, setWelcome] = useState(() => new URLSearchParams(window.location.search).has(WELCOME_FLAG));
  const closeWelcome = () => {
    setWelcome(false);
    window.history.replaceState(null, '', window.location.pathname);
  };

  const failed = useCallback(
    (e: unknown) => {
      if (e instanceof SignedOutError) return onSignedOut();
      if (e instanceof OfflineError) return setOffline(true);
      setError((e as Error).message);
    },
    [onSignedOut],
  );

  const refresh = useCallback(async () => {
    try {
      const [who, mine, list, occurrences, messages] = await Promise.all([
        gql<{ me: Me | null }>('{ me { id name email } }'),
        gql<{ getUserPoints: { totalPoints: number; points: Movement[] } | null }>(
          '{ getUserPoints { totalPoints points { id createdAt operation value obs } } }',
        ),
        loadBookings(),
        loadWeek(),
        gql<{ getUserInbox: InboxMessage[] | null }>(INBOX_QUERY),
      ]);
      if (!who.me) throw new SignedOutError('');
      setMe(who.me);
      setPoints(mine.getUserPoints?.totalPoints ?? 0);
      setMovements(mine.getUserPoints?.points ?? []);
      saved.set('movements', mine.getUserPoints?.points ?? []);
      setBookings(list);
      setWeek(occurrences);
      setInbox(messages.getUserInbox ?? []);
      saved.set('inbox', messages.getUserInbox ?? []);
      setOffline(false);
      saved.set('me', who.me);
      saved.set('points', mine.getUserPoints?.totalPoints ?? 0);
      saved.set('bookings', list);
      saved.set('week', occurrences);
    } catch (e) {
      failed(e);
    }
  }, [failed]);

  useEffect(() => {
    void refresh();
    // The console's statistics: the first signed-in opening of the month counts (appOpened).
    gql('mutation { appOpened }').catch(() => {});
    prefetchContentTabs();
  }, [refresh]);

  const signOut = async () => {
    const token = session.token();
    session.clear();
    await fetch('/users/sign_out', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
    onSignedOut();
  };

  const now = saoPauloNow(new Date());
  const next = nextBooking(bookings, now.today, now.time);
  return (
    <div className="shell">
      <header className="top">
        {config?.logoUrl ? (
          <img className="logo" src={config.logoUrl} alt={accountName} />
        ) : (
          <strong>{accountName}</strong>
        )}
        <button type="button" className="link light" onClick={signOut}>
          {t.signOut}
        </button>
      </header>
      {offline ? (
        <p className="offline" role="status">
          {t.offline}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {welcome ? (
        <section className="offline" role="status" aria-label={memberWelcomeMessages.welcome}>
          <p>
            <strong>{memberWelcomeMessages.welcome}</strong>
          </p>
          <p>{memberWelcomeMessages.install}</p>
          <button type="button" className="link" onClick={closeWelcome}>
            {memberWelcomeMessages.close}
          </button>
        </section>
      ) : null}
      <main>
        {tab === 'home' ? (
          <Home
            name={me?.name ?? null}
            config={config}
            next={next}
            points={points}
            movements={movements}
            inbox={inbox}
            todayWorkout={<TodaysWorkout onOpen={() => setTab('workouts')} />}
            onChanged={refresh}
          />
        ) : null}
        {tab === 'classes' ? (
          <Classes
            week={week}
            bookings={bookings}
            onChanged={refresh}
            onError={(message) => setError(message)}
            onNotice={() => setError(null)}
          />
        ) : null}
        {tab === 'workouts' || tab === 'courses' ? (
          <Suspense fallback={<p>{t.loading}</p>}>
            {tab === 'workouts' ? <WorkoutsTab onSignedOut={onSignedOut} /> : <CoursesTab onSignedOut={onSignedOut} />}
          </Suspense>
        ) : null}
        {tab === 'checkin' ? <QrCheckin /> : null}
        {tab === 'history' ? <History bookings={bookings} /> : null}
        {tab === 'plan' || tab === 'social' ? (
          <Suspense fallback={<p className="muted">{t.loading}</p>}>
            {tab === 'plan' ? <Plan /> : <Social bookings={bookings} today={now.today} />}
          </Suspense>
        ) : null}
        {tab === 'profile' ? <Profile me={me} /> : null}
      </main>
      <TabBar
        main={['home', 'classes', 'workouts', 'checkin'] as const}
        more={['courses', 'history', 'plan', 'social', 'profile'] as const}
        labels={tabLabels}
        active={tab}
        onSelect={(key: Tab) => {
          setTab(key);
          setError(null);
        }}
      />
    </div>
  );
}

function History({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <section aria-label={t.history}>
      <h1>{t.history}</h1>
      {bookings.length === 0 ? <p className="muted">{t.noHistory}</p> : null}
      <ul className="list">
        {bookings.map((b) => (
          <li key={b.id} className="card row">
            <span>
              <strong>{b.program?.name}</strong>
              <br />
              <span className="muted">
                {brDate(b.date)} · {b.class?.startTime}
              </span>
            </span>
            <span className={`badge ${b.status}`}>{t.statuses[b.status] ?? b.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
