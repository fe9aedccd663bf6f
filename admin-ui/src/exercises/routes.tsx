import { Route } from 'react-router';
import { ExerciseEditPage, ExerciseListPage } from './ExercisePages';
import { RecordsPage } from '../records/RecordsPage';

/** The exercise library addresses (spec 001 'Routes': /exercises/{id}/edit after the first save). */
export const exerciseRoutes = [
  <Route key="exercises" path="/exercises" element={<ExerciseListPage />} />,
  <Route key="exercises-new" path="/exercises/new" element={<ExerciseEditPage />} />,
  <Route key="exercises-edit" path="/exercises/:id/edit" element={<ExerciseEditPage />} />,
  <Route key="records" path="/records" element={<RecordsPage />} />,
];

export const exercisePaths = ['/exercises', '/records'];
