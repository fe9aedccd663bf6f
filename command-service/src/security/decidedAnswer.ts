import type { StudentDoc } from '@gym/contracts';
import { getStudent, studentsProjection } from '@gym/projection-service';
import type { Services } from '../services.ts';

/**
 * The student as the command decided it, for the answer of a save (issue 27, finding 10): the read
 * model when it has caught up; otherwise the read model as it is (or nothing) with the student's own
 * stream folded on top through the same update functions the projector runs (they are safe to apply
 * twice). A late read model therefore never turns a saved student into 'Aluno não encontrado'.
 */
export async function studentAsDecided(svc: Services, accountId: string, studentId: string, position: number): Promise<StudentDoc | null> {
  const caughtUp = await svc.readModelsReached(position);
  const stored = await getStudent(svc.documents, accountId, studentId);
  if (caughtUp && stored) return stored;
  const { events } = await svc.eventStore.readStream(`student-${studentId}`);
  let doc: StudentDoc | null = stored;
  for (const event of events) {
    const handler = studentsProjection.handlers[event.type];
    if (handler) doc = handler.update(doc, event) as StudentDoc | null;
  }
  return doc && doc.accountId === accountId ? doc : null;
}
