import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const AppPage = lazy(() => import('./AppPage'));

/** The member app's console screen /app (issue 25); /app/customize and /banners live in memberAppCustomization/. */
export const memberAppRoutes = [
  <Route
    key="/app"
    path="/app"
    element={
      <Suspense fallback={<Loading />}>
        <AppPage />
      </Suspense>
    }
  />,
];
