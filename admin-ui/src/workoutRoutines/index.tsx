import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

const WorkoutRoutineList = lazy(() => import('./WorkoutRoutineList').then((m) => ({ default: m.WorkoutRoutineList })));
const WorkoutRoutinePage = lazy(() => import('./WorkoutRoutinePage').then((m) => ({ default: m.WorkoutRoutinePage })));
const WorkoutGroupPreview = lazy(() =>
  import('./WorkoutGroupPreview').then((m) => ({ default: m.WorkoutGroupPreview })),
);

/**
 * Spec 001 routes, each page loaded lazily: the routine list, new, /workout-routines/{id}/edit (after the
 * first save), and the group preview /workout-groups/{id}.
 */
export const workoutRoutineRoutes = [
  <Route key="workout-routines" path="/workout-routines" element={page(<WorkoutRoutineList />)} />,
  <Route key="workout-routines-new" path="/workout-routines/new" element={page(<WorkoutRoutinePage />)} />,
  <Route key="workout-routines-edit" path="/workout-routines/:id/edit" element={page(<WorkoutRoutinePage />)} />,
  <Route key="workout-groups" path="/workout-groups/:id" element={page(<WorkoutGroupPreview />)} />,
];
