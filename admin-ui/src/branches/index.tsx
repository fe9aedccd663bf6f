import { lazy } from 'react';
import { Route } from 'react-router';
import StoreIcon from '@mui/icons-material/Store';
import { page } from '../layout/page';

const BranchList = lazy(() => import('./BranchList'));
const BranchForm = lazy(() => import('./BranchForm'));

/** Branches (resource `filials`), spec 000 addresses: /filials, /filials/new, /filials/{code}/edit. */
export default {
  list: BranchList,
  icon: StoreIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<BranchForm />)} />,
    <Route key="edit" path=":code/edit" element={page(<BranchForm />)} />,
  ],
};
