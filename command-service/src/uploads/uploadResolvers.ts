import { messages } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
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
        return { presignedUpload: presignUpload(svc, ctx.account, args) };
      },
    },
  } as const;
}
