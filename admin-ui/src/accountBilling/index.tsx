import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const pages = () => import('./AccountBillingPages');
const AccountPlansPage = lazy(() => pages().then((m) => ({ default: m.AccountPlansPage })));
const AccountBillingsPage = lazy(() => pages().then((m) => ({ default: m.AccountBillingsPage })));
const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** The owner's view of the platform's billing (issue 23). */
export const accountBillingRoutes = [
  <Route key="/account-plans" path="/account-plans" element={page(<AccountPlansPage />)} />,
  <Route key="/account-billings" path="/account-billings" element={page(<AccountBillingsPage />)} />,
];
