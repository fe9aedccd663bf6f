import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const StripeRedirectPage = lazy(() => import('./StripeRedirectPage'));
const page = <Suspense fallback={<Loading />}>{<StripeRedirectPage />}</Suspense>;

/** Spec 000 routes of payment onboarding. */
export const paymentOnboardingRoutes = [
  <Route key="/stripe/create" path="/stripe/create" element={page} />,
  <Route key="/reauth" path="/reauth" element={page} />,
];
