import { Suspense, lazy } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AdminLayout } from './layout/Layout';
import { placeholderRoutes } from './layout/placeholderRoutes';
import { basename } from './lib/env';
import { planRoutes } from './plans/routes';
import { checkinsFeatureRoutes } from './checkins';
import { campaignRoutes } from './campaigns/routes';
import { accountSettingsRoutes } from './accountSettings/routes';
import { teamRoutes } from './team/routes';
import { passwordConsoleRoutes, passwordPublicRoutes } from './passwordRecovery/routes';
import { StudentCreate, StudentEdit, StudentIcon, StudentList, StudentProfile, studentRepresentation } from './alunos';

const LoginPage = lazy(() => import('./login/LoginPage'));
const Dashboard = lazy(() => import('./layout/Dashboard'));

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

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
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AdminLayout}
    disableTelemetry
  >
    {/* No requireAuth: with it, react-admin 5.15 under a browser router loops on /login (thousands of
        navigations, seconds of CPU) before the sign-in card shows. The resource pages check the session
        through their controllers, and any 401 from the API signs the user out. */}
    {/* The spec's addresses (/alunos/new, /alunos/{id}, /alunos/{id}/edit), not react-admin's defaults. */}
    <Resource name="alunos" list={StudentList} icon={StudentIcon} recordRepresentation={studentRepresentation}>
      <Route path="new" element={page(<StudentCreate />)} />
      <Route path=":id/edit" element={page(<StudentEdit />)} />
      <Route path=":id" element={page(<StudentProfile />)} />
    </Resource>
    <CustomRoutes>{checkinsFeatureRoutes}</CustomRoutes>
    <CustomRoutes>{placeholderRoutes}</CustomRoutes>
    <CustomRoutes>{planRoutes}</CustomRoutes>
    <CustomRoutes>{campaignRoutes}</CustomRoutes>
    <CustomRoutes>{accountSettingsRoutes}</CustomRoutes>
    <CustomRoutes>{teamRoutes}</CustomRoutes>
    <CustomRoutes>{passwordConsoleRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{passwordPublicRoutes}</CustomRoutes>
  </Admin>
);
