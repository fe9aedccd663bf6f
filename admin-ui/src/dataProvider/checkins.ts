import { adminRequest } from './request';
import type { ResourceHandlers } from './types';

/** A check-in row (spec 002 'Check-ins'): resource `checkins`. */
export interface CheckinRow {
  readonly id: string;
  readonly date: string;
  readonly status: string;
  readonly deleteable: boolean;
  readonly noShow: boolean;
  readonly logs: readonly string[];
  readonly user: { id: string; fullName: string } | null;
  readonly filial: { name: string } | null;
  readonly program: { name: string } | null;
  readonly class: { id: string; startTime: string; endTime: string } | null;
}
export type CheckinSettings = Record<string, number | null>;
/** The outcome of a check-in action, with its pt-BR message. */
export interface CheckinOutcome {
  readonly message: string;
  readonly status?: string;
}

const FIELDS =
  'id date status deleteable noShow logs user { id fullName } filial { name } program { name } class { id startTime endTime }';
const PAGE = `totalEntries totalPages noShows list { ${FIELDS} }`;
const LIST = `query Checkins($page: Int) { checkins(page: $page) { ${PAGE} } }`;
const HISTORY = `query UserCheckins($userId: ID!, $page: Int) { getUserCheckinHistory(userId: $userId, page: $page) { ${PAGE} } }`;
const CHECK_IN = `mutation CreateCheckin($userId: ID, $name: String, $lastName: String, $email: String, $gender: String, $token: String,
  $forceCheckin: Boolean, $programClassId: ID!, $waitlist: Boolean) {
  createOrUpdateCheckin(userId: $userId, name: $name, lastName: $lastName, email: $email, gender: $gender, token: $token,
    forceCheckin: $forceCheckin, programClassId: $programClassId, waitlist: $waitlist) { message status }
}`;
/** Editing today's check-in: its pass token checked again (spec 002: only check-ins dated today can be edited). */
const EDIT = `mutation EditCheckin($id: ID!, $programClassId: ID!, $token: String) {
  createOrUpdateCheckin(id: $id, programClassId: $programClassId, token: $token) { message status }
}`;
const CANCEL = 'mutation DeleteCheckin($id: ID!) { deleteCheckin(id: $id) { message } }';
const NO_SHOW = 'mutation MarkNoShow($id: ID!) { markCheckinNoShow(id: $id) { message } }';
const SETTINGS_FIELDS =
  'daysAheadCheckin hoursAheadCheckin hoursBeforeRemoveCheckin minimumCheckinsGympass minimumCheckinsToPoints overdueToleranceDays noShowLimit noShowBlockDays';
const SETTINGS = `query CheckinSettings { checkinSettings { ${SETTINGS_FIELDS} } }`;
const SAVE_SETTINGS = `mutation UpdateCheckinSettings($input: CheckinSettingsInput!) { updateCheckinSettings(input: $input) { ${SETTINGS_FIELDS} } }`;

interface CheckinPage {
  readonly list: CheckinRow[];
  readonly totalEntries: number;
  readonly totalPages: number;
  readonly noShows: number;
}

/**
 * checkins(page) for the account, or getUserCheckinHistory(userId, page) with `filter.userId`; the
 * server pages by 25. `meta` carries totalPages and the student's no-shows. create answers the
 * check-in's message in `data.message`.
 */
export const checkins: ResourceHandlers = {
  getList: async ({ filter, pagination, signal }) => {
    const page = pagination?.page ?? 1;
    const result = filter?.userId
      ? (await adminRequest<{ getUserCheckinHistory: CheckinPage }>(HISTORY, { userId: filter.userId, page }, signal))
          .getUserCheckinHistory
      : (await adminRequest<{ checkins: CheckinPage }>(LIST, { page }, signal)).checkins;
    return {
      data: result.list,
      total: result.totalEntries,
      meta: { totalPages: result.totalPages, noShows: result.noShows },
    };
  },
  create: ({ data }) =>
    adminRequest<{ createOrUpdateCheckin: CheckinOutcome }>(CHECK_IN, data).then((d) => ({
      data: { id: String(data.programClassId), ...d.createOrUpdateCheckin },
    })),
};

/** Cancelling keeps the row (status deleted), so deleteCheckin is a method, not react-admin's delete. */
export const checkinMethods = {
  editCheckin: (id: string, programClassId: string, token: string | null) =>
    adminRequest<{ createOrUpdateCheckin: CheckinOutcome }>(EDIT, { id, programClassId, token }).then(
      (d) => d.createOrUpdateCheckin,
    ),
  deleteCheckin: (id: string) =>
    adminRequest<{ deleteCheckin: CheckinOutcome }>(CANCEL, { id }).then((d) => d.deleteCheckin),
  markCheckinNoShow: (id: string) =>
    adminRequest<{ markCheckinNoShow: CheckinOutcome }>(NO_SHOW, { id }).then((d) => d.markCheckinNoShow),
  checkinSettings: () => adminRequest<{ checkinSettings: CheckinSettings }>(SETTINGS).then((d) => d.checkinSettings),
  updateCheckinSettings: (input: CheckinSettings) =>
    adminRequest<{ updateCheckinSettings: CheckinSettings }>(SAVE_SETTINGS, { input }).then(
      (d) => d.updateCheckinSettings,
    ),
};
