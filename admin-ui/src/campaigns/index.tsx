import { lazy } from 'react';
import { Route } from 'react-router';
import CampaignIcon from '@mui/icons-material/Campaign';
import { page } from '../layout/page';

const CampaignList = lazy(() => import('./CampaignList'));
const CampaignForm = lazy(() => import('./CampaignForm'));
const CampaignDeliveries = lazy(() => import('./CampaignDeliveries'));
const CampaignOutbox = lazy(() => import('./CampaignOutbox'));

/**
 * Automatic messages (resource `campaigns`). Spec 002 addresses: admin/campaigns, admin/campaigns/new,
 * admin/campaigns/{id}/edit; ours: deliveries and the outbox.
 */
export default {
  list: CampaignList,
  icon: CampaignIcon,
  recordRepresentation: 'title',
  children: [
    <Route key="new" path="new" element={page(<CampaignForm />)} />,
    <Route key="outbox" path="outbox" element={page(<CampaignOutbox />)} />,
    <Route key="edit" path=":id/edit" element={page(<CampaignForm />)} />,
    <Route key="deliveries" path=":id/deliveries" element={page(<CampaignDeliveries />)} />,
  ],
};
