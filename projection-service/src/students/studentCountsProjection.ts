import type { RecordedEvent } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const STUDENT_COUNTS = 'studentCounts';

/**
 * One document per account (id = accountId): how many members with rule `student` it has, so the
 * unfiltered student list does not count 100k index entries on every page.
 */
export interface StudentCountDoc {
  readonly id: string;
  /** Members with rule `student`. */
  readonly students: number;
  /**
   * Ids of the account's staff (admin, manager, coach): StudentDeleted carries no rule, so this is how a
   * deletion tells a staff member from a student. Staff are few; students are never listed here.
   */
  readonly staffIds: readonly string[];
  /** Global position of the last event applied: an event at or below it was applied already (idempotency). */
  readonly position: number;
}

const byAccountId = (event: { data: { accountId: string } }) => [event.data.accountId];

function current(doc: StudentCountDoc | null, accountId: string): StudentCountDoc {
  return doc ?? { id: accountId, students: 0, staffIds: [], position: 0 };
}

/**
 * `{ ...before, ...changes }`, built with `id` first (where `current` puts it): V8 (Node 20) builds a
 * literal that starts with a spread and goes on with more properties several times slower.
 */
function next(before: StudentCountDoc, changes: Partial<Omit<StudentCountDoc, 'id'>>): StudentCountDoc {
  return { id: before.id, ...(before as Omit<StudentCountDoc, 'id'>), ...changes };
}

/** A counter is not safe to apply twice by itself: it remembers the last position it applied. */
function unlessApplied<E extends RecordedEvent>(update: (doc: StudentCountDoc | null, event: E) => StudentCountDoc) {
  return (doc: StudentCountDoc | null, event: E): StudentCountDoc | null =>
    doc && event.position <= doc.position ? doc : update(doc, event);
}

/** Collection `studentCounts`: per-account student counter. */
export const studentCountsProjection: ReadModel<StudentCountDoc> = {
  collection: { name: STUDENT_COUNTS },
  handlers: {
    StudentRegistered: {
      ids: byAccountId,
      update: unlessApplied((doc, event) => {
        const { data } = event;
        const before = current(doc, data.accountId);
        if (data.rule === 'student') return next(before, { students: before.students + 1, position: event.position });
        const staffIds = before.staffIds.includes(data.studentId)
          ? before.staffIds
          : [...before.staffIds, data.studentId];
        return next(before, { staffIds, position: event.position });
      }),
    },
    StudentDeleted: {
      ids: byAccountId,
      update: unlessApplied((doc, event) => {
        const { data } = event;
        const before = current(doc, data.accountId);
        if (before.staffIds.includes(data.studentId)) {
          return next(before, {
            staffIds: before.staffIds.filter((id) => id !== data.studentId),
            position: event.position,
          });
        }
        return next(before, { students: Math.max(0, before.students - 1), position: event.position });
      }),
    },
  },
};
