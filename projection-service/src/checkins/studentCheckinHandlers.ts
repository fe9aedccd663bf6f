import { toSaoPauloDate, type StudentDoc } from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';
import type { ReadModelHandlers } from '../readModel.ts';

/**
 * The student list's 'check-ins this month' (spec 002), spread into the students projection. The count
 * is kept with its month: the São Paulo month in which the check-in was made (recordedAt), which only
 * moves forward along the log, so a check-in of a later month starts the count again. A cancellation
 * takes one off only inside the same month (a booking made ahead for next month still counts now). `checkinsPosition` remembers the
 * last event applied, so applying one twice counts it once.
 */
type Counted = StudentDoc & { readonly checkinsPosition?: number };

const byStudentId = (event: { data: { studentId: string } }) => [event.data.studentId];

const monthOf = (iso: string) => toSaoPauloDate(iso).slice(0, 7);

function count(doc: Counted | null, event: RecordedEvent, month: string, delta: 1 | -1): StudentDoc | null {
  if (!doc || event.position <= (doc.checkinsPosition ?? 0)) return doc;
  const current = doc.checkinsMonth;
  if (current !== null && month < current) return { ...doc, checkinsPosition: event.position } as StudentDoc;
  if (delta < 0 && current !== month) return { ...doc, checkinsPosition: event.position } as StudentDoc;
  const base = current === month ? doc.checkinsCurrentMonth : 0;
  return {
    ...doc,
    checkinsMonth: month,
    checkinsCurrentMonth: Math.max(0, base + delta),
    checkinsPosition: event.position,
  } as StudentDoc;
}

export const studentCheckinHandlers: ReadModelHandlers<StudentDoc> = {
  CheckinRecorded: {
    ids: byStudentId,
    update: (doc, event) => count(doc, event, monthOf(event.data.recordedAt), 1),
  },
  CheckinCancelled: {
    ids: byStudentId,
    update: (doc, event) => count(doc, event, monthOf(event.data.cancelledAt), -1),
  },
};
