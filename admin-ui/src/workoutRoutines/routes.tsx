import { Route } from 'react-router';
import { WorkoutGroupPreview } from './WorkoutGroupPreview';
import { WorkoutRoutineList } from './WorkoutRoutineList';
import { WorkoutRoutinePage } from './WorkoutRoutinePage';

/** Spec 001 routes: the routine list, new, /workout-routines/{id}/edit, and the group preview /workout-groups/{id}. */
export const workoutRoutineRoutes = [
  <Route key="workout-routines" path="/workout-routines" element={<WorkoutRoutineList />} />,
  <Route key="workout-routines-new" path="/workout-routines/new" element={<WorkoutRoutinePage />} />,
  <Route key="workout-routines-edit" path="/workout-routines/:id/edit" element={<WorkoutRoutinePage />} />,
  <Route key="workout-groups" path="/workout-groups/:id" element={<WorkoutGroupPreview />} />,
];

export const workoutRoutinePaths = ['/workout-routines', '/workout-routines/new'];
