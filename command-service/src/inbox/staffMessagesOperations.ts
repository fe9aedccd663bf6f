import { staffInboxMessages } from '@gym/contracts';
import { listInboxThreads } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';

/**
 * Staff: /admin/messages (issue 22 item 4), the account's threads in one list. A thread is opened with
 * getMessageById and answered with sendReplyMessage, the profile inbox's own operations and rules.
 */
export function staffMessagesAdminOperations(svc: Services) {
  return {
    inboxThreads: {
      access: 'staff' as const,
      resolve: (args: { page?: number | null; unreadOnly?: boolean | null }, ctx: RequestContext) =>
        listInboxThreads(svc.documents, actorOf(ctx).accountId, {
          page: args.page,
          unreadOnly: args.unreadOnly === true,
          removedName: staffInboxMessages.removedStudent,
        }),
    },
  };
}
