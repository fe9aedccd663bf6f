import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const MessagesPage = lazy(() => import('./MessagesPage'));

/** Spec 000 navigation 'communication': Mensagens (issue 22 item 4). */
export const messageRoutes = [
  <Route
    key="/messages"
    path="/messages"
    element={
      <Suspense fallback={<Loading />}>
        <MessagesPage />
      </Suspense>
    }
  />,
];
