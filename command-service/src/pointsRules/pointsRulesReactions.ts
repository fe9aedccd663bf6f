import {
  enabledStudentPlanStatuses,
  pointsRulesMessages,
  type CheckinRecorded,
  type PointsRuleKind,
  type PointsRules,
  type StudentPlanStatus,
} from '@gym/contracts';
import { deterministicId, type RecordedEvent } from '@gym/platform';

/**
 * What the points-rules reactor keeps between events (collection `pointsRulesReactor`, its own, committed with its
 * checkpoint): each account's rules and minimum check-ins as of the event being reacted to, and each student's
 * check-ins per month. Folded in log order, so a rule turned on later never sees earlier events.
 */
export type ReactorStateDoc =
  | {
      readonly id: string;
      readonly kind: 'account';
      readonly rules: PointsRules | null;
      readonly minimum: number | null;
    }
  | { readonly id: string; readonly kind: 'checkins'; readonly count: number };

export interface PointsGrant {
  readonly accountId: string;
  readonly studentId: string;
  /** uuidv5 of the rule and the triggering event's id: the same trigger always grants under the same id. */
  readonly movementId: string;
  readonly value: number;
  readonly source: PointsRuleKind;
  readonly obs: string;
}

export const accountStateId = (accountId: string) => `account:${accountId}`;
export const checkinsStateId = (studentId: string, month: string) => `checkins:${studentId}:${month}`;

/** The event types the reactor reads: every other event only moves its checkpoint. */
export const reactorEventTypes: ReadonlySet<string> = new Set([
  'PointsRulesChanged',
  'CheckinSettingsChanged',
  'CheckinRecorded',
  'ReviewSubmitted',
  'PlanAssignedToStudent',
  'PersonalRecordSet',
]);

/** The state documents an event needs (read before `react`). */
export function stateIdsOf(event: RecordedEvent): string[] {
  if (!reactorEventTypes.has(event.type)) return [];
  const data = event.data as { accountId?: string; studentId?: string; classDate?: string };
  if (!data.accountId) return [];
  const ids = [accountStateId(data.accountId)];
  if (event.type === 'CheckinRecorded' && data.studentId && data.classDate)
    ids.push(checkinsStateId(data.studentId, data.classDate.slice(0, 7)));
  return ids;
}

/** Check-ins that count toward the month's minimum: not the removed or failed ones. */
const counts = (status: CheckinRecorded['data']['status']) => status !== 'deleted' && status !== 'error';

/**
 * Pure: folds one event into `state` (changed in place, by id) and says which grant it triggers, if any. A
 * check-in grants when it is at least the account's minimumCheckinsToPoints-th counted check-in of the
 * student in the class's month (every check-in when the minimum is empty or 0).
 */
export function react(state: Map<string, ReactorStateDoc | null>, event: RecordedEvent): PointsGrant | null {
  const data = event.data as Record<string, unknown> & { accountId: string };
  const accountId = data.accountId;
  if (typeof accountId !== 'string') return null;
  const accountKey = accountStateId(accountId);
  const account = state.get(accountKey);
  const current =
    account?.kind === 'account' ? account : { id: accountKey, kind: 'account' as const, rules: null, minimum: null };
  const grant = (source: PointsRuleKind, studentId: string): PointsGrant | null => {
    const rule = current.rules?.[source];
    if (!rule?.enabled) return null;
    return {
      accountId,
      studentId,
      movementId: deterministicId('points-rule', source, event.id),
      value: rule.points,
      source,
      obs: pointsRulesMessages.obs[source],
    };
  };
  switch (event.type) {
    case 'PointsRulesChanged':
      state.set(accountKey, { ...current, rules: data.rules as PointsRules });
      return null;
    case 'CheckinSettingsChanged': {
      const settings = data.settings as { minimumCheckinsToPoints: number | null };
      state.set(accountKey, { ...current, minimum: settings.minimumCheckinsToPoints });
      return null;
    }
    case 'CheckinRecorded': {
      const d = event.data as CheckinRecorded['data'];
      if (!counts(d.status)) return null;
      const key = checkinsStateId(d.studentId, d.classDate.slice(0, 7));
      const before = state.get(key);
      const count = (before?.kind === 'checkins' ? before.count : 0) + 1;
      state.set(key, { id: key, kind: 'checkins', count });
      return count >= Math.max(1, current.minimum ?? 0) ? grant('checkin', d.studentId) : null;
    }
    case 'ReviewSubmitted':
      // A first review of the item: changing one's rating later grants nothing.
      return data.previousRating === null ? grant('review', data.userId as string) : null;
    case 'PlanAssignedToStudent':
      // A plan assigned as Cancelado (or any disabled status) was not bought: no purchase points (issue 34).
      return enabledStudentPlanStatuses.includes(data.status as StudentPlanStatus)
        ? grant('purchase', data.studentId as string)
        : null;
    case 'PersonalRecordSet':
      return data.isPersonalBest === true ? grant('record', data.studentId as string) : null;
    default:
      return null;
  }
}
