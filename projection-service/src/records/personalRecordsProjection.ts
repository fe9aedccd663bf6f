import type { PersonalRecordSet, PersonalRecordsDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const PERSONAL_RECORDS = 'personalRecords';

const idOf = (data: { studentId: string; exerciseId: string }) => `${data.studentId}:${data.exerciseId}`;

/** Collection `personalRecords`: a student's history (newest first) and best per exercise. */
export const personalRecordsProjection: ReadModel<PersonalRecordsDoc> = {
  collection: { name: PERSONAL_RECORDS, indexes: [{ fields: ['accountId', 'studentId'] }] },
  handlers: {
    PersonalRecordSet: {
      ids: (event) => [idOf(event.data as PersonalRecordSet['data'])],
      update: (doc, event) => {
        const d = event.data;
        if (doc?.history.some((h) => h.recordId === d.recordId)) return doc; // applied already
        const entry = {
          recordId: d.recordId,
          value: d.value,
          recordedOn: d.recordedOn,
          enteredBy: d.enteredBy,
          recordedAt: d.recordedAt,
        };
        const history = [entry, ...(doc?.history ?? [])].sort((a, b) =>
          (b.recordedOn + b.recordedAt).localeCompare(a.recordedOn + a.recordedAt),
        );
        const best = doc && doc.best.value >= d.value ? doc.best : entry;
        return {
          id: idOf(d),
          accountId: d.accountId,
          studentId: d.studentId,
          exerciseId: d.exerciseId,
          exerciseType: d.exerciseType,
          best,
          history,
        };
      },
    },
  },
};
