import { staffRoles } from '@gym/contracts/students/enums';
import { session } from '../auth/session';
import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

/** A call on the admin endpoint (branches, programs, classes and check-ins screens). */
export const adminGql = <T,>(query: string, variables?: Record<string, unknown>) => graphqlRequest<T>(endpoints.admin, query, variables);

/** Spec 001: a user whose rule is admin or manager counts as manager. */
export const isManager = () => ['admin', 'manager'].includes(session.user()?.rule ?? '');
/** Spec 001's 'padawan': the privileged user who may delete and edit; we read it as admin and manager. */
export const isPrivileged = isManager;
export const isStaff = () => (staffRoles as readonly string[]).includes(session.user()?.rule ?? '');

export interface Filial {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly filialType: 'place' | 'online';
  readonly [field: string]: unknown;
}
export interface Program {
  readonly id: string;
  readonly code: string | null;
  readonly name: string;
  readonly filialId: string;
  readonly filial: { id: string; name: string } | null;
  readonly courses: { name: string }[];
  readonly maximumCheckinsPerDay: number | null;
  readonly passTypeNumber: string | null;
  readonly programId: string | null;
}
export interface Coach {
  readonly id: string;
  readonly fullName: string;
  readonly avatar: string | null;
}
export interface ProgramClass {
  readonly id: string;
  readonly programId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly limit: number | null;
  readonly userId: string | null;
  readonly coach: Coach | null;
  readonly weekDays: { value: number; label: string }[];
}

export const FILIALS = 'query Filials { filials { id code name filialType status visibility zipcode street number complement neighborhood city state gymId token passIntegration totalpassToken totalpassServiceProvider totalpassBearerToken totalpassPlanCode } }';
export const PROGRAMS = 'query Programs($filialId: ID) { programs(filialId: $filialId) { id code name filialId filial { id name } courses { name } maximumCheckinsPerDay passTypeNumber programId } }';
export const PROGRAM_CLASSES = 'query ProgramClasses($programId: ID!) { programClasses(programId: $programId) { id programId startTime endTime limit userId coach { id fullName avatar } weekDays { value label } } }';
