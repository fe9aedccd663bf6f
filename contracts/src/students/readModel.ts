import type { Gender, Origin, PlanTypeLabel, Role, StudentStatus } from './enums.ts';

/** The document behind the student list and the profile sidebar (collection `students`). */
export interface StudentDoc {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly shortName: string;
  /** Lower-cased full name without accents: the list's sort key. */
  readonly sortName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly cpf: string | null;
  readonly gender: Gender;
  readonly birthdate: string | null;
  readonly gympassId: string | null;
  readonly height: number | null;
  readonly avatarUrl: string | null;
  readonly status: StudentStatus;
  readonly rule: Role;
  readonly origin: Origin;
  readonly registeredAt: string;
  readonly updatedAt: string;
  readonly points: number;
  readonly checkinsCurrentMonth: number;
  readonly checkinsMonth: string | null;
  readonly planType: PlanTypeLabel;
  readonly planColor: string | null;
  readonly hasActivePlan: boolean;
  readonly gympassEnabled: boolean;
  readonly totalpassEnabled: boolean;
  readonly duplicateType: string | null;
}
