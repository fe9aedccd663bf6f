import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

const BillingPage = lazy(() => import('./BillingPage'));

/** Recurring card billing (issue 24): the recovery report, the overdue payments and the ladder, on one page. */
export const billingRoutes = [<Route key="cobranca" path="/cobranca" element={page(<BillingPage />)} />];
