import { lazy } from 'react';
import { Route } from 'react-router';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { page } from '../layout/page';

const WorkoutRoutineList = lazy(() => import('./WorkoutRoutineList').then((m) => ({ default: m.WorkoutRoutineList })));
const WorkoutRoutinePage = lazy(() => import('./WorkoutRoutinePage').then((m) => ({ default: m.WorkoutRoutinePage })));
const WorkoutGroupPreview = lazy(() =>
  import('./WorkoutGroupPreview').then((m) => ({ default: m.WorkoutGroupPreview })),
);

/**
 * Workout routines (resource `workout-routines`), spec 001 addresses, each page loaded lazily: the routine
 * list, /new, /{id}/edit (after the first save).
 */
export default {
  list: WorkoutRoutineList,
  icon: FitnessCenterIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<WorkoutRoutinePage />)} />,
    <Route key="edit" path=":id/edit" element={page(<WorkoutRoutinePage />)} />,
  ],
};

/** The group preview /workout-groups/{id}, a custom route. */
export const workoutGroupRoutes = [
  <Route key="workout-groups" path="/workout-groups/:id" element={page(<WorkoutGroupPreview />)} />,
];
