import type { CheckinDoc } from '@gym/contracts';
import { getBranch, getProgram, getProgramClass, getStudent } from '@gym/projection-service';
import { toCoachGql } from '../programs/programGql.ts';
import type { Services } from '../services.ts';
import { saoPauloToday } from '@gym/contracts';
import { studentOf } from '../students/studentOf.ts';

/** The GraphQL Check-in (spec 002): names joined at read time, only today's entries editable. */
export async function toCheckinGql(svc: Services, doc: CheckinDoc) {
  const [student, branch, program, programClass] = await Promise.all([
    getStudent(svc.documents, doc.accountId, doc.studentId),
    getBranch(svc.documents, doc.accountId, { id: doc.branchId }),
    getProgram(svc.documents, doc.accountId, doc.programId),
    getProgramClass(svc.documents, doc.accountId, doc.programClassId),
  ]);
  // A student saved while the projector is behind is not in the read model yet: the log names them (issue 36).
  const logged = student ? null : await studentOf(svc, doc.accountId, doc.studentId);
  const coach = programClass?.coachId ? await getStudent(svc.documents, doc.accountId, programClass.coachId) : null;
  return {
    id: doc.id,
    date: doc.classDate,
    status: doc.status,
    deleteable: doc.status !== 'deleted' && doc.classDate === saoPauloToday(svc.clock.now()),
    noShow: doc.noShow,
    forced: doc.forced,
    logs: doc.logs,
    user: student
      ? { id: student.id, fullName: student.fullName }
      : logged
        ? { id: doc.studentId, fullName: `${logged.profile.name} ${logged.profile.lastName}`.trim() }
        : null,
    filial: branch ? { id: branch.id, name: branch.name } : null,
    program: program ? { id: program.id, name: program.name } : null,
    class: {
      id: doc.programClassId,
      baseDate: doc.classDate,
      limit: programClass?.limit ?? null,
      startTime: doc.startTime,
      endTime: programClass?.endTime ?? doc.startTime,
      coach: coach ? toCoachGql(coach) : null,
    },
  };
}
