import type { AccountSettings } from './events.ts';

/** Collection `accounts`: one document per account, also used to resolve `/{account}` addresses. */
export interface AccountDoc extends AccountSettings {
  readonly id: string;
  readonly code: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}
