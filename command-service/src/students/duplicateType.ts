import { STUDENTS } from '@gym/projection-service';
import type { StudentDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';

export type DuplicateType = 'email' | 'cpf' | 'phone';

/**
 * Spec 002 section 3 'duplicateType': set when another member of the account shares the student's e-mail, CPF or
 * phone (the e-mail claim makes the first impossible for new students; kept for data from before it). Asked only
 * when the query selects it: two or three indexed lookups of at most two rows each.
 */
export async function duplicateTypeOf(docs: DocumentStore, doc: StudentDoc): Promise<DuplicateType | null> {
  const students = docs.collection<StudentDoc>(STUDENTS);
  const shared = async (field: 'email' | 'cpf' | 'phone', value: string | null) =>
    value
      ? (await students.find({ accountId: doc.accountId, [field]: value }, { limit: 2 })).some((s) => s.id !== doc.id)
      : false;
  if (await shared('email', doc.email)) return 'email';
  if (await shared('cpf', doc.cpf)) return 'cpf';
  if (await shared('phone', doc.phone)) return 'phone';
  return null;
}
