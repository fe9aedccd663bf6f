import { toSaoPauloDate } from '../validation/date.ts';

/** Collection `dashboardDays`: one document per account and day (id `<accountId>:<YYYY-MM-DD>`, -03:00). */
export const DASHBOARD_DAYS = 'dashboardDays';
/** Collection `dashboardClassDays`: one document per class and date (id `<programClassId>:<YYYY-MM-DD>`). */
export const DASHBOARD_CLASS_DAYS = 'dashboardClassDays';
/** Collection `dashboardAccounts`: one document per account (id = accountId). */
export const DASHBOARD_ACCOUNTS = 'dashboardAccounts';

/** How many of a day's sign-ups a day document keeps for the list (the count is kept whole). */
export const RECENT_SIGN_UPS_PER_DAY = 20;

export interface DashboardSignUp {
  readonly id: string;
  readonly createdAt: string;
  readonly rule: string;
  readonly status: string;
}

export interface DashboardDayDoc {
  readonly id: string;
  readonly accountId: string;
  /** YYYY-MM-DD in America/Sao_Paulo (-03:00). */
  readonly date: string;
  /** Members with rule student registered that day. */
  readonly signUps: number;
  /** Student plans sold (assigned) that day. */
  readonly newPlans: number;
  /** Members' comments posted that day and still visible (staff replies are not counted). */
  readonly comments: number;
  /** The newest sign-ups of the day, newest first, at most RECENT_SIGN_UPS_PER_DAY. */
  readonly recentSignUps: readonly DashboardSignUp[];
  /** Global position of the last event applied to this document: counters apply an event once. */
  readonly position: number;
}

/** 'c' a check-in that counts, 'g' one validated by Gympass. */
export type DashboardCheckinMark = 'c' | 'g';

export interface DashboardClassDayDoc {
  readonly id: string;
  readonly accountId: string;
  readonly branchId: string;
  readonly date: string;
  readonly checkins: number;
  readonly gympass: number;
  /**
   * The active check-ins of this class day, `<checkinId>=<mark>` joined by commas: a set, so an event applied twice
   * changes nothing. One string rather than an object: a dashboard read parses two months of class days, and a
   * string of a class's check-ins parses several times faster than an object with a key per check-in.
   */
  readonly members: string;
}

export interface DashboardAccountDoc {
  readonly id: string;
  /** The account's catalogue plans: archived or not, sold through an external store or not. */
  readonly plans: Readonly<Record<string, { readonly archived: boolean; readonly external: boolean }>>;
}

export function parseMembers(members: string): Map<string, DashboardCheckinMark> {
  const map = new Map<string, DashboardCheckinMark>();
  if (!members) return map;
  for (const entry of members.split(',')) map.set(entry.slice(0, -2), entry.slice(-1) as DashboardCheckinMark);
  return map;
}
export const formatMembers = (map: ReadonlyMap<string, DashboardCheckinMark>): string =>
  [...map].map(([id, mark]) => `${id}=${mark}`).join(',');

/** The calendar day (-03:00) of an instant. */
export const dashboardDateOf = (iso: string): string => toSaoPauloDate(iso);
export const dashboardDayId = (accountId: string, date: string): string => `${accountId}:${date}`;
export const dashboardClassDayId = (programClassId: string, date: string): string => `${programClassId}:${date}`;

/** Spec 002 'Dashboard': the windows the screen asks for; a request is clamped to 1..MAX_DASHBOARD_DAYS. */
export const MAX_DASHBOARD_DAYS = 62;
export const dashboardWindows = { checkins: 15, plans: 8, users: 14, comments: 7 } as const;
