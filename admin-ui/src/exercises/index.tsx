import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

// Loaded when opened: with them the sign-in card carried the exercise form, the library and zod (issue 26's budget).
const pages = () => import('./ExercisePages');
const ExerciseListPage = lazy(() => pages().then((m) => ({ default: m.ExerciseListPage })));
const ExerciseEditPage = lazy(() => pages().then((m) => ({ default: m.ExerciseEditPage })));
const RecordsPage = lazy(() => import('../records/RecordsPage').then((m) => ({ default: m.RecordsPage })));

/** The exercise library addresses (spec 001 'Routes': /exercises/{id}/edit after the first save). */
export const exerciseRoutes = [
  <Route key="exercises" path="/exercises" element={page(<ExerciseListPage />)} />,
  <Route key="exercises-new" path="/exercises/new" element={page(<ExerciseEditPage />)} />,
  <Route key="exercises-edit" path="/exercises/:id/edit" element={page(<ExerciseEditPage />)} />,
  <Route key="records" path="/records" element={page(<RecordsPage />)} />,
];
