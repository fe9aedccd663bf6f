import type { StudentDoc } from '@gym/contracts';
import { STUDENTS } from '@gym/projection-service';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_OVERDUE_EMAIL } from '../billing/seedBillingDemo.ts';
import type { Services } from '../services.ts';

/** The demo member's app password (printed by `npm start`; the demo only). */
export const DEMO_MEMBER_PASSWORD = 'aluno12345';

/**
 * The member app's demo (issue 25 item 2): Bruno Lima, whose card payment the billing demo leaves overdue, gets an
 * app password, so `npm start` shows paying an overdue payment in the app (Plano). Only when he has no login yet.
 */
export async function seedMemberAppDemo(svc: Services, accountId: string): Promise<boolean> {
  const [student] = await svc.documents
    .collection<StudentDoc>(STUDENTS)
    .find({ accountId, email: DEMO_OVERDUE_EMAIL }, { limit: 1 });
  if (!student || (await svc.credentials.get(accountId, DEMO_OVERDUE_EMAIL))) return false;
  await svc.credentials.put({
    scope: accountId,
    email: DEMO_OVERDUE_EMAIL,
    userId: student.id,
    passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
    updatedAt: svc.clock.now().toISOString(),
  });
  return true;
}
