import { lazy } from 'react';
import { Route } from 'react-router';
import SchoolIcon from '@mui/icons-material/School';
import { page } from '../layout/page';

const CourseListPage = lazy(() => import('./CourseListPage'));
const CourseEditorPage = lazy(() => import('./CourseEditorPage'));
const ParticipationsPage = lazy(() => import('./ParticipationsPage'));

/** Courses (resource `courses`), spec 001 addresses: the list, /new, /{id}/ after a save, /{id}/edit. */
export default {
  list: CourseListPage,
  icon: SchoolIcon,
  recordRepresentation: 'title',
  children: [
    <Route key="new" path="new" element={page(<CourseEditorPage />)} />,
    <Route key="show" path=":id" element={page(<CourseEditorPage />)} />,
    <Route key="edit" path=":id/edit" element={page(<CourseEditorPage />)} />,
  ],
};

/** The members' participations on lessons (spec 001), a custom route. */
export const participationRoutes = [
  <Route key="participations" path="/participations" element={page(<ParticipationsPage />)} />,
];
