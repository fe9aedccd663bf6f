import { lazy } from 'react';
import { Route } from 'react-router';
import CategoryIcon from '@mui/icons-material/Category';
import { page } from '../layout/page';

const pages = () => import('./CategoryPages');
const CategoryListPage = lazy(() => pages().then((m) => ({ default: m.CategoryListPage })));
const CategoryFormPage = lazy(() => pages().then((m) => ({ default: m.CategoryFormPage })));

/** Course categories (resource `course-categories`), spec 001 addresses: the list, /new, /{id}/edit after the first save. */
export default {
  list: CategoryListPage,
  icon: CategoryIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="new" element={page(<CategoryFormPage />)} />,
    <Route key="edit" path=":id/edit" element={page(<CategoryFormPage />)} />,
  ],
};
