import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const AccountSettingsPage = lazy(() => import('./AccountSettingsPage'));
const TeamPage = lazy(() => import('../team/TeamPage'));

export const accountSettingsPaths = ['/edit', '/users'];

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
  <Route
    key="/users"
    path="/users"
    element={
      <Suspense fallback={<Loading />}>
        <TeamPage />
      </Suspense>
    }
  />,
];
