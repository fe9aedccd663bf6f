/** A student as the admin scope returns it (adminSdl `Student`). */
export interface Student {
  readonly id: string;
  readonly name: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly shortName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly cpf: string | null;
  readonly gender: string;
  readonly birthdate: string | null;
  readonly gympassId: string | null;
  readonly height: number | null;
  readonly avatarUrl: string | null;
  readonly image: string | null;
  readonly status: string;
  readonly relationship: {
    readonly origin: string;
    readonly originLabel: string;
    readonly registeredAt: string;
    readonly status: string;
    readonly points: number;
    readonly rule: string;
  };
  readonly hasActivePlan: boolean;
  readonly planType: string;
  readonly planColor: string | null;
  readonly checkinsCurrentMonth: number;
  readonly duplicateType: string | null;
}

export const studentPhoto = (student: Student): string | undefined => student.avatarUrl ?? student.image ?? undefined;
