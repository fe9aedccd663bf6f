import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const TeamPage = lazy(() => import('./TeamPage'));
const coachPages = () => import('./CoachCheckinPages');
const CoachCheckinNew = lazy(() => coachPages().then((m) => ({ default: m.CoachCheckinNew })));
const CoachCheckinList = lazy(() => coachPages().then((m) => ({ default: m.CoachCheckinList })));

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Equipe and the coach check-in screens. */
export const teamRoutes = [
  <Route key="/users" path="/users" element={page(<TeamPage />)} />,
  <Route key="/checkins/coach/new" path="/checkins/coach/new" element={page(<CoachCheckinNew />)} />,
  <Route key="/checkins/coaches" path="/checkins/coaches" element={page(<CoachCheckinList />)} />,
];
