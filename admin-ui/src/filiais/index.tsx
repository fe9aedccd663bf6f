import { Route } from 'react-router';
import { FilialForm } from './FilialForm';
import { FilialList } from './FilialList';

/** Spec 000 addresses: /filials, /filials/new, /filials/{code}/edit. */
export const filialRoutes = [
  <Route key="filials" path="/filials" element={<FilialList />} />,
  <Route key="filials-new" path="/filials/new" element={<FilialForm />} />,
  <Route key="filials-edit" path="/filials/:code/edit" element={<FilialForm />} />,
];
