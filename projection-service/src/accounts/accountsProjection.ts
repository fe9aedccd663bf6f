import type { AccountCreated, AccountDoc, AccountSettingsChanged } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const ACCOUNTS = 'accounts';

const byAccountId = (event: RecordedEvent) => [(event.data as { accountId: string }).accountId];

/** Collection `accounts`: settings of each account; resolves `/{account}` addresses by code. */
export const accountsProjection: Projection<AccountDoc> = {
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
        const { data } = event as unknown as RecordedEvent<'AccountCreated', AccountCreated['data']>;
        return { id: data.accountId, code: data.code, ...data.settings, createdAt: data.createdAt, updatedAt: data.createdAt };
      },
    },
    AccountSettingsChanged: {
      ids: byAccountId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event as unknown as RecordedEvent<'AccountSettingsChanged', AccountSettingsChanged['data']>;
        return { ...doc, ...data.settings, updatedAt: data.changedAt };
      },
    },
  },
};
