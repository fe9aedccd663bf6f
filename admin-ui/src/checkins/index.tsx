import { lazy } from 'react';
import { Route } from 'react-router';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { page } from '../layout/page';

const CheckinList = lazy(() => import('./CheckinList'));
const CheckinNew = lazy(() => import('./CheckinNew'));

/** Check-ins (resource `checkins`), spec 002 addresses: /checkins/ and /checkins/new. */
export default {
  list: CheckinList,
  icon: HowToRegIcon,
  children: [<Route key="new" path="new" element={page(<CheckinNew />)} />],
};
