import { Route } from 'react-router';
import { allEntries } from './navigation';
import { ComingSoon } from './ComingSoon';
import { exercisePaths } from '../exercises/routes';
import { coursePaths } from '../courses/routes';
import { accountSettingsPaths } from '../accountSettings/routes';
import { teamPaths } from '../team/routes';
import { workoutRoutinePaths } from '../workoutRoutines/routes';
import { accountBillingPaths } from '../accountBilling/routes';
import { socialPaths } from '../social/routes';
import { memberAppPaths } from '../memberApp/routes';
import { reviewPaths } from '../reviews/routes';
import { messagePaths } from '../messages/routes';
import { pointsOverviewPaths } from '../pointsOverview/routes';
import { memberAppCustomizationPaths } from '../memberAppCustomization/routes';

/**
 * Every navigation entry without a screen yet, as routes under /{account}/admin. The dashboard ('/'),
 * the resources (App.tsx) and the report have their own; /checkout lives outside the console.
 */
const OWN_SCREENS = new Set([
  '/',
  '/alunos',
  '/filials',
  '/programs',
  '/checkins',
  '/checkins/new',
  '/plans',
  '/campaigns',
  '/reports',
  ...exercisePaths,
  ...coursePaths,
  ...accountSettingsPaths,
  ...teamPaths,
  ...workoutRoutinePaths,
  ...accountBillingPaths,
  ...socialPaths,
  ...memberAppPaths,
  ...reviewPaths,
  ...messagePaths,
  ...pointsOverviewPaths,
  ...memberAppCustomizationPaths,
]);

export const placeholderRoutes = allEntries
  .filter((entry) => !entry.outside && !OWN_SCREENS.has(entry.to))
  .map((entry) => <Route key={entry.to} path={entry.to} element={<ComingSoon title={entry.label} />} />);
