import { staffRoles, type StaffRoleChanged, type StudentDoc } from '@gym/contracts';
import type { RecordedEvent } from '@gym/platform';

/** The students collection follows a team member's role change (staff only; a set: safe twice). */
export const staffRoleHandlers = {
  StaffRoleChanged: {
    ids: (event: RecordedEvent) => [(event.data as { userId: string }).userId],
    update: (doc: StudentDoc | null, event: RecordedEvent): StudentDoc | null => {
      const { data } = event as unknown as RecordedEvent<'StaffRoleChanged', StaffRoleChanged['data']>;
      if (!doc || doc.accountId !== data.accountId || !staffRoles.includes(doc.rule)) return doc;
      return { ...doc, rule: data.rule };
    },
  },
};
