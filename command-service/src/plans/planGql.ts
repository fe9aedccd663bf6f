import { addDays, studentPlanStatusLabels, type PlanDoc, type StudentPlanDoc } from '@gym/contracts';

/** The GraphQL `Plan` of a plans document (the sort key stays inside). */
export function toPlanGql(doc: PlanDoc & { sortName?: string }) {
  const { sortName: _sortName, ...plan } = doc;
  return plan;
}

/** The GraphQL `UserPlan` (spec 002 'Student plan'); store is null until an online store sells plans. */
export function toUserPlanGql(doc: StudentPlanDoc) {
  const running = doc.status === 'active' && doc.endDate !== null;
  return {
    ...doc,
    statusLabel: studentPlanStatusLabels[doc.status],
    store: null,
    renewsOn: running && doc.renews === 1 && doc.endDate ? addDays(doc.endDate, 1) : null,
    lastCycle: running && doc.renews !== 1,
  };
}
