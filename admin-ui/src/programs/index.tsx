import { lazy } from 'react';
import { Route } from 'react-router';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { page } from '../layout/page';

const ProgramList = lazy(() => import('./ProgramList'));
const ProgramForm = lazy(() => import('./ProgramForm'));
const ProgramDetail = lazy(() => import('./ProgramDetail'));

/** Programs (resource `programs`), spec 001 addresses: /programs/, /programs/new, /programs/{id}/edit, /programs/{id}. */
export default {
  list: ProgramList,
  icon: ScheduleIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<ProgramForm />)} />,
    <Route key="edit" path=":id/edit" element={page(<ProgramForm />)} />,
    <Route key="detail" path=":id" element={page(<ProgramDetail />)} />,
  ],
};
