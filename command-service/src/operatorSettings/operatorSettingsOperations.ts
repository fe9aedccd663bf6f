import { messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { loadCheckinSettings } from '../checkins/checkinHandlers.ts';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { presignUpload } from '../uploads/uploadHandlers.ts';

/**
 * Root fields of the operator scope for the settings page of an account (spread into schemas.ts):
 * the Checkins tab's booking rules of the account being edited (saved with createOrUpdateAccount).
 */
export function operatorSettingsOperations(svc: Services) {
  return {
    accountCheckinSettings: {
      access: 'operator' as const,
      async resolve(args: { accountId: string }) {
        if (!(await getAccountById(svc.documents, String(args.accountId))))
          throw new NotFoundError(messages.accountNotFound);
        return loadCheckinSettings(svc, String(args.accountId));
      },
    },
    // The upload service signs an account's own staff for their account; the operator, for the account it edits,
    // and only into that account's avatars folder (the key and the upload address are that account's).
    requestAccountAvatarUpload: {
      access: 'operator' as const,
      async resolve(args: { accountId: string; filename?: unknown; contentType?: unknown }, ctx: RequestContext) {
        const account = await getAccountById(svc.documents, String(args.accountId));
        if (!account) throw new NotFoundError(messages.accountNotFound);
        const { filename, contentType } = args;
        return {
          presignedUpload: presignUpload(
            svc,
            account,
            { filename, contentType, folder: 'avatars' },
            { userId: ctx.principal?.userId ?? 'operator', member: false },
          ),
        };
      },
    },
  };
}
