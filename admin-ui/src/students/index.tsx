import { lazy } from 'react';
import { Route } from 'react-router';
import PeopleIcon from '@mui/icons-material/People';
import { page } from '../layout/page';

const StudentList = lazy(() => import('./StudentList'));
const StudentCreate = lazy(() => import('./StudentCreate'));
const StudentEdit = lazy(() => import('./StudentEdit'));
const StudentProfile = lazy(() => import('./StudentProfile'));

/**
 * Students (resource `alunos`): list at /alunos, new at /alunos/new, page at /alunos/{id}, form at
 * /alunos/{id}/edit (the spec's addresses, not react-admin's defaults).
 */
export default {
  list: StudentList,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
  children: [
    <Route key="new" path="new" element={page(<StudentCreate />)} />,
    <Route key="edit" path=":id/edit" element={page(<StudentEdit />)} />,
    <Route key="profile" path=":id" element={page(<StudentProfile />)} />,
  ],
};
