import { messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { loadCheckinSettings } from '../checkins/checkinHandlers.ts';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { presignUpload } from '../uploads/uploadHandlers.ts';

/** The account the operator edits, or 'Conta não encontrada'. */
async function editedAccount(svc: Services, accountId: string) {
  const account = await getAccountById(svc.documents, accountId);
  if (!account) throw new NotFoundError(messages.accountNotFound);
  return account;
}

export function operatorSettingsResolvers(svc: Services) {
  return {
    /** The Checkins tab's booking rules of the account being edited (saved with createOrUpdateAccount). */
    async accountCheckinSettings(args: { accountId: string }) {
      await editedAccount(svc, String(args.accountId));
      return loadCheckinSettings(svc, String(args.accountId));
    },

    // The upload service signs an account's own staff for their account; the operator, for the account it edits,
    // and only into that account's avatars folder (the key and the upload address are that account's).
    async requestAccountAvatarUpload(
      args: { accountId: string; filename?: unknown; contentType?: unknown },
      ctx: RequestContext,
    ) {
      const account = await editedAccount(svc, String(args.accountId));
      const { filename, contentType } = args;
      // The operator counts as staff against the upload limits (issue 36).
      const uploader = { userId: ctx.principal?.userId ?? 'operator', member: false };
      return {
        presignedUpload: presignUpload(svc, account, { filename, contentType, folder: 'avatars' }, uploader),
      };
    },
  };
}

/** Root fields of the operator scope for the settings page of an account (spread into schemas.ts). */
export function operatorSettingsOperations(svc: Services) {
  const r = operatorSettingsResolvers(svc);
  return {
    accountCheckinSettings: { access: 'operator', resolve: r.accountCheckinSettings },
    requestAccountAvatarUpload: { access: 'operator', resolve: r.requestAccountAvatarUpload },
  } as const;
}
