import { z } from 'zod';

/**
 * The app's install statistics (issue 25, /admin/app): a member's first signed-in opening of the app in a
 * month (São Paulo), once per member and month on the stream `memberAppMonth-<student>-<yyyy-MM>`.
 */
export const memberAppOpenedV1 = z.object({
  accountId: z.string(),
  studentId: z.string(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  openedAt: z.string(),
});
export type MemberAppOpened = { type: 'MemberAppOpened'; data: z.infer<typeof memberAppOpenedV1> };

export const appVisitEventSchemas = {
  MemberAppOpened: { version: 1, schema: memberAppOpenedV1 },
} as const;

/** Read model `memberAppMonths`: one document per member and month. */
export interface MemberAppMonthDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  readonly month: string;
}
