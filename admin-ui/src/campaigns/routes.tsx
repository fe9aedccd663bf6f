import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const CampaignList = lazy(() => import('./CampaignList'));
const CampaignForm = lazy(() => import('./CampaignForm'));
const CampaignDeliveries = lazy(() => import('./CampaignDeliveries'));
const CampaignOutbox = lazy(() => import('./CampaignOutbox'));

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Spec 002 addresses: admin/campaigns, admin/campaigns/new, admin/campaigns/{id}/edit; ours: deliveries and the outbox. */
export const campaignRoutes = [
  <Route key="campaigns" path="/campaigns" element={page(<CampaignList />)} />,
  <Route key="campaigns-new" path="/campaigns/new" element={page(<CampaignForm />)} />,
  <Route key="campaigns-outbox" path="/campaigns/outbox" element={page(<CampaignOutbox />)} />,
  <Route key="campaigns-edit" path="/campaigns/:id/edit" element={page(<CampaignForm />)} />,
  <Route key="campaigns-deliveries" path="/campaigns/:id/deliveries" element={page(<CampaignDeliveries />)} />,
];
