import { Route } from 'react-router';
import { filialRoutes } from '../filiais';
import { programRoutes } from '../programas';
import { CheckinList } from './CheckinList';
import { CheckinNew } from './CheckinNew';

/** Screens of branches, programs and check-ins, added to the console with one line. */
export const checkinsFeatureRoutes = [
  ...filialRoutes,
  ...programRoutes,
  <Route key="checkins-new" path="/checkins/new" element={<CheckinNew />} />,
  <Route key="checkins" path="/checkins" element={<CheckinList />} />,
];

/** Paths these screens own, so the placeholder routes leave them alone. */
export const checkinsFeaturePaths = ['/filials', '/programs', '/checkins/new', '/checkins'];
