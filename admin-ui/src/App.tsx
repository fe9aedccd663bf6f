import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { authProvider } from './authProvider';
import branches from './branches';
import campaigns from './campaigns';
import checkins from './checkins';
import { lazyDataProvider } from './dataProvider/lazy';
import { i18nProvider } from './i18n';
import { ownedPaths, placeholderRoutes } from './layout/placeholderRoutes';
import { consoleTheme } from './layout/theme';
import { basename } from './lib/env';
import plans from './plans';
import programs from './programs';
import { reportRoutes } from './reports/routes';
import { billingRoutes } from './billing/routes';
import students from './students';
import courseCategories from './courseCategories';
import exercises from './exercises';
import { recordRoutes } from './records/routes';
import workoutRoutines, { workoutGroupRoutes } from './workoutRoutines';
import courses, { participationRoutes } from './courses';
import { accountSettingsRoutes } from './accountSettings/routes';
import { teamRoutes } from './team/routes';
import { paymentOnboardingRoutes } from './paymentOnboarding/routes';
import { socialRoutes } from './social/routes';
import { reviewRoutes } from './reviews/routes';
import { messageRoutes } from './messages/routes';
import { pointsOverviewRoutes } from './pointsOverview/routes';
import { memberAppRoutes } from './memberApp/routes';
import { memberAppCustomizationRoutes } from './memberAppCustomization/routes';
import { passwordConsoleRoutes, passwordPublicRoutes } from './passwordRecovery/routes';
import { accountBillings, accountPlans } from './accountBilling';
import { signInRoutes } from './login/signInRouting';
import { ConsoleNotification } from './layout/ConsoleNotification';

const LoginPage = lazy(() => import('./login/LoginPage'));
const Dashboard = lazy(() => import('./dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('./layout/NotFoundPage'));
// The frame (app bar, side menu) comes after sign-in: the sign-in card does not load it (issue 26).
const LazyLayout = lazy(() => import('./layout/Layout').then((module) => ({ default: module.AdminLayout })));
const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LazyLayout>{children}</LazyLayout>
  </Suspense>
);

/** The console's pages that are not (yet) a resource's, each folder declaring its own addresses. */
const screens = [
  ...reportRoutes,
  ...billingRoutes,
  ...recordRoutes,
  ...workoutGroupRoutes,
  ...participationRoutes,
  ...accountSettingsRoutes,
  ...teamRoutes,
  ...paymentOnboardingRoutes,
  ...socialRoutes,
  ...reviewRoutes,
  ...messageRoutes,
  ...pointsOverviewRoutes,
  ...memberAppRoutes,
  ...memberAppCustomizationRoutes,
  ...passwordConsoleRoutes,
];
/** Each resource's name is its address in the spec (/alunos, /filials...); its folder declares its pages. */
const resources = {
  alunos: students,
  filials: branches,
  programs,
  checkins,
  plans,
  campaigns,
  exercises,
  'workout-routines': workoutRoutines,
  courses,
  'course-categories': courseCategories,
  'account-plans': accountPlans,
  'account-billings': accountBillings,
};
// The navigation's entries no page above claims show 'em breve' (the dashboard is '/').
const placeholders = placeholderRoutes(['/', ...ownedPaths(Object.keys(resources), screens)]);

/**
 * Real addresses, not react-admin's default hash router: the console is served at /{account}/admin/*,
 * so the browser router carries that prefix and react-admin's own paths stay relative to it.
 */
export const App = () => (
  <BrowserRouter basename={basename}>
    <Console />
  </BrowserRouter>
);

const Console = () => (
  <Admin
    title="Painel Administrativo"
    dataProvider={lazyDataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AdminLayout}
    notification={ConsoleNotification}
    theme={consoleTheme}
    catchAll={NotFoundPage}
    disableTelemetry
  >
    {/* No requireAuth: with it, react-admin 5.15 under a browser router loops on /login (thousands of
        navigations, seconds of CPU) before the sign-in card shows. The resource pages check the session
        through their controllers, and any 401 from the API signs the user out. */}
    {Object.entries(resources).map(([name, resource]) => (
      <Resource key={name} name={name} {...resource} />
    ))}
    <CustomRoutes>{screens}</CustomRoutes>
    <CustomRoutes>{placeholders}</CustomRoutes>
    <CustomRoutes noLayout>{passwordPublicRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{signInRoutes}</CustomRoutes>
  </Admin>
);
