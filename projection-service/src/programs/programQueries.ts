import type { ProgramClassDoc, ProgramDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { PROGRAM_CLASSES, PROGRAMS } from './programsProjection.ts';

/** programs(filialId): the account's programs, of one branch when given. */
export function listPrograms(docs: DocumentStore, accountId: string, filialId?: string | null): Promise<ProgramDoc[]> {
  return docs
    .collection<ProgramDoc>(PROGRAMS)
    .find({ accountId, ...(filialId ? { filialId } : {}) }, { sort: [['name', 1]] });
}

export async function getProgram(docs: DocumentStore, accountId: string, id: string): Promise<ProgramDoc | null> {
  const doc = await docs.collection<ProgramDoc>(PROGRAMS).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}

/** programClasses(programId): the classes of one program by start time. */
export function listProgramClasses(
  docs: DocumentStore,
  accountId: string,
  programId: string,
): Promise<ProgramClassDoc[]> {
  return docs.collection<ProgramClassDoc>(PROGRAM_CLASSES).find({ accountId, programId }, { sort: [['startTime', 1]] });
}

export async function getProgramClass(
  docs: DocumentStore,
  accountId: string,
  id: string,
): Promise<ProgramClassDoc | null> {
  const doc = await docs.collection<ProgramClassDoc>(PROGRAM_CLASSES).get(id);
  return doc && doc.accountId === accountId ? doc : null;
}
