import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const PointsPage = lazy(() => import('./PointsPage'));
const CrmSettingsPage = lazy(() => import('./CrmSettingsPage'));
const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Spec 000 navigation 'points': Pontos and Configurações de CRM (issue 22). */
export const pointsOverviewRoutes = [
  <Route key="/points" path="/points" element={page(<PointsPage />)} />,
  <Route key="/crm-settings" path="/crm-settings" element={page(<CrmSettingsPage />)} />,
];
