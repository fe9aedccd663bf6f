import type { ProgramClassDoc, ProgramDoc, StudentDoc } from '@gym/contracts';
import { coursesOfProgram, getBranch, getStudent } from '@gym/projection-service';
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
    // The courses linked to the program (the list's linked-products column, issue 20).
    courses: await coursesOfProgram(svc.documents, doc.accountId, doc.id),
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
