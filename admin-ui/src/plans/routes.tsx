import { Route } from 'react-router';
import { BillingReportPage } from '../reports/BillingReportPage';
import { PlanForm } from './PlanForm';
import { PlanList } from './PlanList';

/** The plan catalogue and the billing report addresses (spec 001 'Routes', spec 002 'Billing report'). */
export const planRoutes = [
  <Route key="plans" path="/plans" element={<PlanList />} />,
  <Route key="plans-new" path="/plans/new" element={<PlanForm />} />,
  <Route key="plans-edit" path="/plans/:id/edit" element={<PlanForm />} />,
  <Route key="reports" path="/reports" element={<BillingReportPage />} />,
];
