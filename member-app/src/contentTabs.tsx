import { lazy } from 'react';

/**
 * The Treinos and Cursos tabs, each its own chunk (the first load stays small); fetched once the app is idle
 * so the service worker holds them for an offline opening (it caches every /static/app/ asset it serves).
 */
const workouts = () => import('./Workouts');
const courses = () => import('./Courses');
export const WorkoutsTab = lazy(workouts);
export const CoursesTab = lazy(courses);

export function prefetchContentTabs(): void {
  setTimeout(() => {
    void workouts().catch(() => {});
    void courses().catch(() => {});
  }, 1500);
}
