import type { AccountDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const ACCOUNTS = 'accounts';

const byAccountId = (event: { data: { accountId: string } }) => [event.data.accountId];

/** Collection `accounts`: settings of each account; resolves `/{account}` addresses by code. */
export const accountsProjection: ReadModel<AccountDoc> = {
  collection: {
    name: ACCOUNTS,
    indexes: [{ fields: ['code'], unique: true }, { fields: ['name'] }],
    textFields: ['name', 'code'],
  },
  handlers: {
    AccountCreated: {
      ids: byAccountId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event;
        return {
          id: data.accountId,
          code: data.code,
          ...data.settings,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      },
    },
    AccountSettingsChanged: {
      ids: byAccountId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event;
        return { ...doc, ...data.settings, updatedAt: data.changedAt };
      },
    },
    // The operator moved the account to another code (issue 23): its addresses follow.
    AccountCodeChanged: {
      ids: byAccountId,
      update: (doc, event) => (doc ? { ...doc, code: event.data.code, updatedAt: event.data.changedAt } : null),
    },
  },
};
