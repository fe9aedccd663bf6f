import type { CheckinDoc } from '@gym/contracts';
import { deterministicId, type RecordedEvent } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const CHECKINS = 'checkins';

/** Same name-based id as the write side: a student's entry in one class day (check-in or waitlist). */
const entryId = (d: { programClassId: string; classDate: string; studentId: string }) =>
  deterministicId('checkin', d.programClassId, d.classDate, d.studentId);
const byCheckinId = (event: { data: { checkinId: string } }) => [event.data.checkinId];
const byEntry = (event: { data: { programClassId: string; classDate: string; studentId: string } }) => [
  entryId(event.data),
];

/** Logs grow by appending, so an event at or below the document's position was applied already. */
function once<E extends RecordedEvent>(update: (doc: CheckinDoc | null, event: E) => CheckinDoc | null) {
  return (doc: CheckinDoc | null, event: E) => (doc && event.position <= doc.position ? doc : update(doc, event));
}
const log = (doc: CheckinDoc, at: string, text: string) => [...doc.logs, `${at} ${text}`];

/** Collection `checkins`: the check-in list, the profile history and the class occupancy. */
export const checkinsProjection: ReadModel<CheckinDoc> = {
  collection: {
    name: CHECKINS,
    indexes: [
      { fields: ['accountId', 'classDate', 'startTime'] },
      { fields: ['accountId', 'studentId', 'classDate'] },
      { fields: ['programClassId', 'classDate'] },
    ],
  },
  handlers: {
    CheckinRecorded: {
      ids: byCheckinId,
      update: once((doc, event) => {
        const { data } = event;
        const base: CheckinDoc = doc ?? {
          id: data.checkinId,
          accountId: data.accountId,
          studentId: data.studentId,
          branchId: data.branchId,
          programId: data.programId,
          programClassId: data.programClassId,
          classDate: data.classDate,
          startTime: data.startTime,
          status: data.status,
          forced: data.forced,
          noShow: false,
          recordedAt: data.recordedAt,
          logs: [],
          position: 0,
        };
        const text = data.forced ? 'Checkin forçado' : `Checkin registrado (${data.status})`;
        return {
          ...base,
          status: data.status,
          forced: data.forced,
          noShow: false,
          recordedAt: data.recordedAt,
          logs: log(base, data.recordedAt, text),
          position: event.position,
        };
      }),
    },
    CheckinValidated: {
      ids: byCheckinId,
      update: once((doc, event) => {
        const { data } = event;
        return (
          doc && {
            ...doc,
            status: data.status,
            logs: log(doc, data.validatedAt, `Status alterado (${data.status})`),
            position: event.position,
          }
        );
      }),
    },
    CheckinCancelled: {
      ids: byCheckinId,
      update: once((doc, event) => {
        const { data } = event;
        return (
          doc && {
            ...doc,
            status: 'deleted',
            logs: log(doc, data.cancelledAt, 'Checkin cancelado'),
            position: event.position,
          }
        );
      }),
    },
    CheckinMarkedNoShow: {
      ids: byCheckinId,
      update: once((doc, event) => {
        const { data } = event;
        return (
          doc && { ...doc, noShow: true, logs: log(doc, data.markedAt, 'Falta registrada'), position: event.position }
        );
      }),
    },
    WaitlistJoined: {
      ids: byEntry,
      update: once((doc, event) => {
        const { data } = event;
        const base: CheckinDoc = doc ?? {
          id: entryId(data),
          accountId: data.accountId,
          studentId: data.studentId,
          branchId: data.branchId,
          programId: data.programId,
          programClassId: data.programClassId,
          classDate: data.classDate,
          startTime: data.startTime,
          status: 'waitlist',
          forced: false,
          noShow: false,
          recordedAt: data.joinedAt,
          logs: [],
          position: 0,
        };
        return {
          ...base,
          status: 'waitlist',
          recordedAt: data.joinedAt,
          logs: log(base, data.joinedAt, 'Entrou na lista de espera'),
          position: event.position,
        };
      }),
    },
    WaitlistLeft: {
      ids: byEntry,
      update: once((doc, event) => {
        const { data } = event;
        if (doc?.status !== 'waitlist') return doc;
        return {
          ...doc,
          status: 'deleted',
          logs: log(doc, data.leftAt, 'Saiu da lista de espera'),
          position: event.position,
        };
      }),
    },
    StudentPromotedFromWaitlist: {
      ids: byCheckinId,
      update: once((doc, event) => {
        const { data } = event;
        return (
          doc && {
            ...doc,
            logs: log(doc, data.promotedAt, 'Vaga liberada: saiu da lista de espera'),
            position: event.position,
          }
        );
      }),
    },
  },
};
