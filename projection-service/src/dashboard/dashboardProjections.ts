import {
  DASHBOARD_ACCOUNTS,
  DASHBOARD_CLASS_DAYS,
  DASHBOARD_DAYS,
  RECENT_SIGN_UPS_PER_DAY,
  dashboardClassDayId,
  dashboardDateOf,
  dashboardDayId,
  formatMembers,
  parseMembers,
  type DashboardAccountDoc,
  type DashboardCheckinMark,
  type DashboardClassDayDoc,
  type DashboardDayDoc,
} from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

function emptyDay(accountId: string, date: string): DashboardDayDoc {
  return {
    id: dashboardDayId(accountId, date),
    accountId,
    date,
    signUps: 0,
    newPlans: 0,
    comments: 0,
    recentSignUps: [],
    position: 0,
  };
}

/** A counter is not safe to apply twice by itself: the day remembers the last position it applied. */
function once<E extends RecordedEvent>(
  update: (day: DashboardDayDoc, event: E) => DashboardDayDoc,
  dayOf: (e: E) => string,
) {
  return (doc: DashboardDayDoc | null, event: E): DashboardDayDoc | null => {
    if (doc && event.position <= doc.position) return doc;
    const accountId = (event.data as { accountId: string }).accountId;
    const day = doc ?? emptyDay(accountId, dayOf(event));
    return { ...update(day, event), position: event.position };
  };
}

/**
 * Collection `dashboardDays`: per account and day (-03:00), the sign-ups (members with rule student), the student
 * plans sold and the members' comments still visible, the series of the sign-ups, new-plans and comments widgets.
 */
export const dashboardDaysProjection: ReadModel<DashboardDayDoc> = {
  collection: { name: DASHBOARD_DAYS, indexes: [{ fields: ['accountId', 'date'] }] },
  handlers: {
    StudentRegistered: {
      ids: (e) =>
        e.data.rule === 'student' ? [dashboardDayId(e.data.accountId, dashboardDateOf(e.data.registeredAt))] : [],
      update: once(
        (day, e) => ({
          ...day,
          signUps: day.signUps + 1,
          recentSignUps: [
            { id: e.data.studentId, createdAt: e.data.registeredAt, rule: e.data.rule, status: e.data.profile.status },
            ...day.recentSignUps,
          ].slice(0, RECENT_SIGN_UPS_PER_DAY),
        }),
        (e) => dashboardDateOf(e.data.registeredAt),
      ),
    },
    PlanAssignedToStudent: {
      ids: (e) => [dashboardDayId(e.data.accountId, dashboardDateOf(e.data.assignedAt))],
      update: once(
        (day) => ({ ...day, newPlans: day.newPlans + 1 }),
        (e) => dashboardDateOf(e.data.assignedAt),
      ),
    },
    CommentPosted: {
      ids: (e) => (e.data.byStaff ? [] : [dashboardDayId(e.data.accountId, dashboardDateOf(e.data.postedAt))]),
      update: once(
        (day) => ({ ...day, comments: day.comments + 1 }),
        (e) => dashboardDateOf(e.data.postedAt),
      ),
    },
    CommentHidden: {
      ids: (e) => (e.data.byStaff ? [] : [dashboardDayId(e.data.accountId, dashboardDateOf(e.data.postedAt))]),
      update: once(
        (day) => ({ ...day, comments: Math.max(0, day.comments - 1) }),
        (e) => dashboardDateOf(e.data.postedAt),
      ),
    },
    CommentDeleted: {
      ids: (e) =>
        e.data.byStaff || !e.data.wasVisible
          ? []
          : [dashboardDayId(e.data.accountId, dashboardDateOf(e.data.postedAt))],
      update: once(
        (day) => ({ ...day, comments: Math.max(0, day.comments - 1) }),
        (e) => dashboardDateOf(e.data.postedAt),
      ),
    },
  },
};

function withMember(
  doc: DashboardClassDayDoc | null,
  base: { accountId: string; branchId?: string; date: string; id: string },
  checkinId: string,
  mark: DashboardCheckinMark | null,
): DashboardClassDayDoc | null {
  if (!doc && mark === null) return null;
  const members = parseMembers(doc?.members ?? '');
  if (mark === null) members.delete(checkinId);
  else members.set(checkinId, mark);
  let gympass = 0;
  for (const m of members.values()) if (m === 'g') gympass += 1;
  return {
    id: base.id,
    accountId: base.accountId,
    branchId: doc?.branchId ?? base.branchId ?? '',
    date: base.date,
    checkins: members.size,
    gympass,
    members: formatMembers(members),
  };
}

const has = (doc: DashboardClassDayDoc | null, checkinId: string) =>
  doc !== null && parseMembers(doc.members).has(checkinId);

const classDayOf = (d: { programClassId: string; classDate: string }) => [
  dashboardClassDayId(d.programClassId, d.classDate),
];
const markOf = (status: string): DashboardCheckinMark | null =>
  status === 'checkin gympass' ? 'g' : status === 'deleted' || status === 'error' ? null : 'c';
const baseOf = (d: { accountId: string; programClassId: string; classDate: string }) => ({
  id: dashboardClassDayId(d.programClassId, d.classDate),
  accountId: d.accountId,
  date: d.classDate,
});

/**
 * Collection `dashboardClassDays`: per class and date, its active check-ins (a set of ids, so every update is safe
 * to apply twice) and their counts, the series of the check-ins chart: a check-in counts on its class date from
 * CheckinRecorded until it is cancelled or marked no-show; it counts as gympass-validated while its status is
 * 'checkin gympass'. The branch comes with the first check-in, so a branch filter reads only its classes.
 */
export const dashboardClassDaysProjection: ReadModel<DashboardClassDayDoc> = {
  collection: { name: DASHBOARD_CLASS_DAYS, indexes: [{ fields: ['accountId', 'date'] }] },
  handlers: {
    CheckinRecorded: {
      ids: (e) => classDayOf(e.data),
      update: (doc, e) =>
        withMember(doc, { ...baseOf(e.data), branchId: e.data.branchId }, e.data.checkinId, markOf(e.data.status)),
    },
    CheckinValidated: {
      ids: (e) => classDayOf(e.data),
      update: (doc, e) =>
        has(doc, e.data.checkinId) ? withMember(doc, baseOf(e.data), e.data.checkinId, markOf(e.data.status)) : doc,
    },
    CheckinCancelled: {
      ids: (e) => classDayOf(e.data),
      update: (doc, e) => (has(doc, e.data.checkinId) ? withMember(doc, baseOf(e.data), e.data.checkinId, null) : doc),
    },
    CheckinMarkedNoShow: {
      ids: (e) => classDayOf(e.data),
      update: (doc, e) => (has(doc, e.data.checkinId) ? withMember(doc, baseOf(e.data), e.data.checkinId, null) : doc),
    },
  },
};

function withPlan(
  doc: DashboardAccountDoc | null,
  accountId: string,
  planId: string,
  archived: boolean,
  external: boolean,
) {
  return { id: accountId, plans: { ...(doc?.plans ?? {}), [planId]: { archived, external } } };
}

/**
 * Collection `dashboardAccounts`: per account its catalogue plans (a map, safe to apply twice), whence the
 * Account fields totalPlans (plans not archived) and externalStoreEnabled (one of them sold through an external store).
 */
export const dashboardAccountsProjection: ReadModel<DashboardAccountDoc> = {
  collection: { name: DASHBOARD_ACCOUNTS },
  handlers: {
    PlanCreated: {
      ids: (e) => [e.data.accountId],
      update: (doc, e) => withPlan(doc, e.data.accountId, e.data.planId, false, e.data.plan.externalStores.length > 0),
    },
    PlanChanged: {
      ids: (e) => [e.data.accountId],
      update: (doc, e) =>
        withPlan(
          doc,
          e.data.accountId,
          e.data.planId,
          doc?.plans[e.data.planId]?.archived ?? false,
          e.data.plan.externalStores.length > 0,
        ),
    },
    PlanArchived: {
      ids: (e) => [e.data.accountId],
      update: (doc, e) =>
        withPlan(doc, e.data.accountId, e.data.planId, true, doc?.plans[e.data.planId]?.external ?? false),
    },
  },
};

export const dashboardProjections = [
  dashboardDaysProjection,
  dashboardClassDaysProjection,
  dashboardAccountsProjection,
];
