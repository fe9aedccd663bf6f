import { handlerFor, type Doc, type Projection, type RecordedEvent } from '@gym/platform';

let position = 0;
/** A recorded event with the next global position. */
export function recorded(type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    metadata: {},
    streamId: 'x',
    streamRevision: 0,
    position,
    recordedAt: '2026-11-21T12:00:00.000Z',
  };
}

/** Applies events the way the runner does (ids, then update per document); `twice` applies each one again. */
export function projectAll<D extends Doc>(
  projection: Projection<D, any>,
  events: readonly RecordedEvent[],
  options: { twice?: boolean } = {},
): Map<string, D> {
  const docs = new Map<string, D>();
  for (const event of events) {
    const handler = handlerFor(projection.handlers, event.type);
    if (!handler) continue;
    for (let round = 0; round < (options.twice ? 2 : 1); round += 1) {
      for (const id of handler.ids(event)) {
        const next = handler.update(docs.get(id) ?? null, event);
        if (next) docs.set(id, next as D);
        else docs.delete(id);
      }
    }
  }
  return docs;
}

export const student = (studentId: string, registeredAt: string, rule = 'student', accountId = 'a1') =>
  recorded('StudentRegistered', {
    accountId,
    studentId,
    profile: { status: 'ativo' },
    rule,
    origin: 'panel',
    registeredAt,
  });

export const planSold = (studentPlanId: string, assignedAt: string, accountId = 'a1') =>
  recorded('PlanAssignedToStudent', { accountId, studentPlanId, studentId: 's', planId: 'p', assignedAt });

export const checkin = (
  checkinId: string,
  classDate: string,
  options: { status?: string; branchId?: string; programClassId?: string; accountId?: string } = {},
) =>
  recorded('CheckinRecorded', {
    accountId: options.accountId ?? 'a1',
    checkinId,
    studentId: `s-${checkinId}`,
    branchId: options.branchId ?? 'b1',
    programId: 'p1',
    programClassId: options.programClassId ?? 'c1',
    classDate,
    startTime: '07:00',
    status: options.status ?? 'validated',
    forced: false,
    recordedAt: `${classDate}T10:00:00.000Z`,
  });

export const onClassDay = (
  type: string,
  checkinId: string,
  classDate: string,
  extra: object = {},
  programClassId = 'c1',
) => recorded(type, { accountId: 'a1', programClassId, classDate, checkinId, studentId: `s-${checkinId}`, ...extra });
