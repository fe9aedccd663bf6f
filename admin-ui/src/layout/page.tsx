import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/** A lazily loaded page under its own Suspense boundary, for the routes a <Resource> or CustomRoutes declares. */
export const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;
