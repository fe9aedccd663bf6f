import { lazy } from 'react';
import { Route } from 'react-router';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { page } from '../layout/page';

// Loaded when opened: with them the sign-in card carried the exercise form, the library and zod (issue 26's budget).
const pages = () => import('./ExercisePages');
const ExerciseListPage = lazy(() => pages().then((m) => ({ default: m.ExerciseListPage })));
const ExerciseEditPage = lazy(() => pages().then((m) => ({ default: m.ExerciseEditPage })));

/** Exercises (resource `exercises`), spec 001 addresses: /exercises, /exercises/new, /exercises/{id}/edit after the first save. */
export default {
  list: ExerciseListPage,
  icon: FitnessCenterIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<ExerciseEditPage />)} />,
    <Route key="edit" path=":id/edit" element={page(<ExerciseEditPage />)} />,
  ],
};
