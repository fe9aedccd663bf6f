import { lazy } from 'react';
import { Route } from 'react-router';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { page } from '../layout/page';

const PlanList = lazy(() => import('./PlanList'));
const PlanForm = lazy(() => import('./PlanForm'));

/** The plan catalogue (resource `plans`), spec 001 'Routes': /plans/, /plans/new, /plans/{id}/edit. */
export default {
  list: PlanList,
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<PlanForm />)} />,
    <Route key="edit" path=":id/edit" element={page(<PlanForm />)} />,
  ],
};
