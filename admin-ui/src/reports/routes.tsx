import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

// chart.js comes with this page only.
const BillingReportPage = lazy(() => import('./BillingReportPage'));

/** The billing report (spec 002 'Billing report'): a page, not a resource. */
export const reportRoutes = [<Route key="reports" path="/reports" element={page(<BillingReportPage />)} />];
