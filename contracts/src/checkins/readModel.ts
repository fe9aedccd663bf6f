import type { checkinStatuses } from './events.ts';

export type CheckinStatus = (typeof checkinStatuses)[number];

/** One check-in or waitlist entry (collection `checkins`), shaped for the list and the profile history. */
export interface CheckinDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly branchId: string;
  readonly programId: string;
  readonly programClassId: string;
  readonly classDate: string;
  readonly startTime: string;
  /** 'waitlist' while in line; then the spec's statuses. */
  readonly status: CheckinStatus | 'waitlist';
  readonly forced: boolean;
  readonly noShow: boolean;
  readonly recordedAt: string;
  readonly logs: readonly string[];
  /** Global position of the last event applied (idempotency of the logs). */
  readonly position: number;
}
