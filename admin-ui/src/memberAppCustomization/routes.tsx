import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const CustomizePage = lazy(() => import('./CustomizePage'));
const BannersPage = lazy(() => import('./BannersPage'));

/** /admin/app/customize and /admin/banners (issue 25). */
export const memberAppCustomizationRoutes = [
  <Route
    key="/app/customize"
    path="/app/customize"
    element={
      <Suspense fallback={<Loading />}>
        <CustomizePage />
      </Suspense>
    }
  />,
  <Route
    key="/banners"
    path="/banners"
    element={
      <Suspense fallback={<Loading />}>
        <BannersPage />
      </Suspense>
    }
  />,
];
