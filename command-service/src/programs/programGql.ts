import type { ProgramClassDoc, ProgramDoc, StudentDoc } from '@gym/contracts';
import { getBranch, getStudent } from '@gym/projection-service';
import type { Services } from '../services.ts';

export const weekDayLabels = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

export const toCoachGql = (doc: StudentDoc) => ({
  id: doc.id,
  fullName: doc.fullName,
  shortName: doc.shortName,
  avatar: doc.avatarUrl,
  email: doc.email,
});

/** The GraphQL Program: the pass product id is the spec's `programId` field. */
export async function toProgramGql(svc: Services, doc: ProgramDoc) {
  const branch = await getBranch(svc.documents, doc.accountId, { id: doc.filialId });
  return {
    ...doc,
    programId: doc.passProgramId,
    filial: branch ? { id: branch.id, name: branch.name } : null,
    // Courses link programs with the courses issue; none yet.
    courses: [],
  };
}

export async function toProgramClassGql(svc: Services, doc: ProgramClassDoc) {
  const coach = doc.coachId ? await getStudent(svc.documents, doc.accountId, doc.coachId) : null;
  return {
    ...doc,
    userId: doc.coachId,
    coach: coach ? toCoachGql(coach) : null,
    weekDays: doc.weekDays.map((value) => ({ id: String(value), value, label: weekDayLabels[value] ?? '' })),
  };
}
