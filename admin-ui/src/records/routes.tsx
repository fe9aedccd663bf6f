import { lazy } from 'react';
import { Route } from 'react-router';
import { page } from '../layout/page';

const RecordsPage = lazy(() => import('./RecordsPage').then((m) => ({ default: m.RecordsPage })));

/** Spec 001: the personal records (/records). */
export const recordRoutes = [<Route key="records" path="/records" element={page(<RecordsPage />)} />];
