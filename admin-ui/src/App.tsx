import { Suspense, lazy } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AdminLayout } from './layout/Layout';
import { placeholderRoutes } from './layout/placeholderRoutes';
import { basename } from './lib/env';
import { StudentCreate, StudentEdit, StudentIcon, StudentList, StudentProfile, studentRepresentation } from './alunos';

const LoginPage = lazy(() => import('./login/LoginPage'));
const Dashboard = lazy(() => import('./layout/Dashboard'));

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/**
 * Real addresses, not react-admin's default hash router: the console is served at /{account}/admin/*,
 * so the Admin is mounted under that prefix of a browser router.
 */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path={`${basename}/*`} element={<Console />} />
    </Routes>
  </BrowserRouter>
);

const Console = () => (
  <Admin
    basename={basename}
    title="Painel Administrativo"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AdminLayout}
    requireAuth
    disableTelemetry
  >
    {/* The spec's addresses (/alunos/new, /alunos/{id}, /alunos/{id}/edit), not react-admin's defaults. */}
    <Resource name="alunos" list={StudentList} icon={StudentIcon} recordRepresentation={studentRepresentation}>
      <Route path="new" element={page(<StudentCreate />)} />
      <Route path=":id/edit" element={page(<StudentEdit />)} />
      <Route path=":id" element={page(<StudentProfile />)} />
    </Resource>
    <CustomRoutes>{placeholderRoutes}</CustomRoutes>
  </Admin>
);
