import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

/** Students (alunos): list at /alunos, new at /alunos/new, page at /alunos/{id}, form at /alunos/{id}/edit. */
export const StudentList = lazy(() => import('./StudentList'));
export const StudentCreate = lazy(() => import('./StudentCreate'));
export const StudentEdit = lazy(() => import('./StudentEdit'));
export const StudentProfile = lazy(() => import('./StudentProfile'));
export const StudentIcon = PeopleIcon;
export const studentRepresentation = 'fullName';
