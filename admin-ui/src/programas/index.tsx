import { Route } from 'react-router';
import { ProgramDetail } from './ProgramDetail';
import { ProgramForm } from './ProgramForm';
import { ProgramList } from './ProgramList';

/** Spec 001 addresses: /programs/, /programs/new, /programs/{id}/edit, /programs/{id}. */
export const programRoutes = [
  <Route key="programs" path="/programs" element={<ProgramList />} />,
  <Route key="programs-new" path="/programs/new" element={<ProgramForm />} />,
  <Route key="programs-edit" path="/programs/:id/edit" element={<ProgramForm />} />,
  <Route key="programs-detail" path="/programs/:id" element={<ProgramDetail />} />,
];
