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
        // A member uploads only their own photo and their course participations; the content folders are the staff's.
        const folder = (args as { folder?: unknown }).folder;
        if (access === 'member' && folder !== 'avatars' && !String(folder).startsWith('participations/'))
          throw ValidationError.field('folder', uploadMessages.folderNotAllowed);
        const uploader = { userId: ctx.principal?.userId ?? 'anonymous', member: access === 'member' };
        return { presignedUpload: presignUpload(svc, ctx.account, args, uploader) };
      },
    },
  } as const;
}
