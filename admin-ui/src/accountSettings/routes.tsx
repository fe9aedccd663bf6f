import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const AccountSettingsPage = lazy(() => import('./AccountSettingsPage'));

export const accountSettingsRoutes = [
  <Route
    key="/edit"
    path="/edit"
    element={
      <Suspense fallback={<Loading />}>
        <AccountSettingsPage />
      </Suspense>
    }
  />,
];
