import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

const CourseListPage = lazy(() => import('./CourseListPage'));
const CourseEditorPage = lazy(() => import('./CourseEditorPage'));
const ParticipationsPage = lazy(() => import('./ParticipationsPage'));
const CategoryListPage = lazy(() => import('./CategoryPages').then((m) => ({ default: m.CategoryListPage })));
const CategoryFormPage = lazy(() => import('./CategoryPages').then((m) => ({ default: m.CategoryFormPage })));

/** Spec 001 'Routes': courses (/courses/{id}/ after a save) and course categories. */
export const courseRoutes = [
  <Route key="courses" path="/courses" element={page(<CourseListPage />)} />,
  <Route key="courses-new" path="/courses/new" element={page(<CourseEditorPage />)} />,
  <Route key="courses-show" path="/courses/:id" element={page(<CourseEditorPage />)} />,
  <Route key="courses-edit" path="/courses/:id/edit" element={page(<CourseEditorPage />)} />,
  <Route key="course-categories" path="/course-categories" element={page(<CategoryListPage />)} />,
  <Route key="course-categories-new" path="/course-categories/new" element={page(<CategoryFormPage />)} />,
  <Route key="course-categories-edit" path="/course-categories/:id/edit" element={page(<CategoryFormPage />)} />,
  <Route key="participations" path="/participations" element={page(<ParticipationsPage />)} />,
];
