import { messages, uploadMessages } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import type { Services } from '../services.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { presignUpload } from './uploadHandlers.ts';

/** requestPresignedUpload on the admin endpoint (staff) and the account endpoint (members: their avatar). */
export function uploadOperations(svc: Services, access: 'staff' | 'member') {
  return {
    requestPresignedUpload: {
      access,
      resolve: (args: unknown, ctx: RequestContext) => {
        if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
        // A member uploads only their own photo; the content folders are the staff's.
        if (access === 'member' && (args as { folder?: unknown }).folder !== 'avatars')
          throw ValidationError.field('folder', uploadMessages.folderNotAllowed);
        return { presignedUpload: presignUpload(svc, ctx.account, args) };
      },
    },
  } as const;
}
