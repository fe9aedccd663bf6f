import type { MemberAppMonthDoc } from '@gym/contracts/memberApp/appVisits';
import type { DocumentStore } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const MEMBER_APP_MONTHS = 'memberAppMonths';

/** Collection `memberAppMonths`: who opened the app signed in, per month (the /admin/app statistics). */
export const memberAppMonthsProjection: ReadModel<MemberAppMonthDoc> = {
  collection: { name: MEMBER_APP_MONTHS, indexes: [{ fields: ['accountId', 'month'] }] },
  handlers: {
    MemberAppOpened: {
      ids: (event) => [`${event.data.accountId}:${event.data.month}:${event.data.studentId}`],
      // The same document whatever the number of times it is applied.
      update: (_doc, event) => ({
        id: `${event.data.accountId}:${event.data.month}:${event.data.studentId}`,
        accountId: event.data.accountId,
        studentId: event.data.studentId,
        month: event.data.month,
      }),
    },
  },
};

/** Members of the account who opened the app signed in during the month (yyyy-MM). */
export function countAppMembers(docs: DocumentStore, accountId: string, month: string): Promise<number> {
  return docs.collection<MemberAppMonthDoc>(MEMBER_APP_MONTHS).count({ accountId, month });
}
