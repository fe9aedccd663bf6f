import { staffRoles, type StudentDoc } from '@gym/contracts';
import type { ReadModelHandlers } from '../readModel.ts';

/** The students collection follows a team member's role change (staff only; a set: safe twice). */
export const staffRoleHandlers: ReadModelHandlers<StudentDoc> = {
  StaffRoleChanged: {
    ids: (event) => [event.data.userId],
    update: (doc, event) => {
      const { data } = event;
      if (!doc || doc.accountId !== data.accountId || !staffRoles.includes(doc.rule)) return doc;
      return { ...doc, rule: data.rule };
    },
  },
};
