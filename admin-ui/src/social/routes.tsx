import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const PostsPage = lazy(() => import('./PostsPage'));
const GeneralCommentsPage = lazy(() => import('./GeneralCommentsPage'));
const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Spec 000 navigation 'social': Posts and Comentários. */
export const socialRoutes = [
  <Route key="/posts" path="/posts" element={page(<PostsPage />)} />,
  <Route key="/general_comments" path="/general_comments" element={page(<GeneralCommentsPage />)} />,
];
