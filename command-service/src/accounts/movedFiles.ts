import type { AccountDoc } from '@gym/contracts';
import { getAccountById } from '@gym/projection-service';
import { streams } from '../aggregates.ts';
import type { Services } from '../services.ts';

/**
 * Where a file address of a code the account has left now lives (issue 23: the operator changes an account's
 * code). Stored addresses (photos, exercise images, videos) name the code they were uploaded under; the key
 * starts with the account's id. When `/{code}` no longer names an account, the code's own stream says whether
 * the key's account once held it: then the file is at the account's current code. Anything else: null (404).
 */
export async function movedFileAccount(svc: Services, code: string, key: string): Promise<AccountDoc | null> {
  const accountId = key.split('/')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(accountId) || !/^[a-z0-9][a-z0-9-]{1,39}$/.test(code)) return null;
  const { events } = await svc.eventStore.readStream(streams.accountCode(code));
  const held = events.some(
    (e) => e.type === 'AccountCodeClaimed' && (e.data as { accountId?: string }).accountId === accountId,
  );
  if (!held) return null;
  const account = await getAccountById(svc.documents, accountId);
  return account && account.code !== code ? account : null;
}
