import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const ReviewsPage = lazy(() => import('./ReviewsPage'));

/** Spec 000 navigation 'dashboard': Avaliações (issue 22 item 3). */
export const reviewRoutes = [
  <Route
    key="/reviews"
    path="/reviews"
    element={
      <Suspense fallback={<Loading />}>
        <ReviewsPage />
      </Suspense>
    }
  />,
];
