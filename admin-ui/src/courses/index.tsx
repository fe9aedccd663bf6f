import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

const CourseListPage = lazy(() => import('./CourseListPage'));
const CourseEditorPage = lazy(() => import('./CourseEditorPage'));
const ParticipationsPage = lazy(() => import('./ParticipationsPage'));

/** Spec 001 'Routes': courses (/courses/{id}/ after a save) and the participations. */
export const courseRoutes = [
  <Route key="courses" path="/courses" element={page(<CourseListPage />)} />,
  <Route key="courses-new" path="/courses/new" element={page(<CourseEditorPage />)} />,
  <Route key="courses-show" path="/courses/:id" element={page(<CourseEditorPage />)} />,
  <Route key="courses-edit" path="/courses/:id/edit" element={page(<CourseEditorPage />)} />,
  <Route key="participations" path="/participations" element={page(<ParticipationsPage />)} />,
];
