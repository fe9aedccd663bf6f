import type { StudentDoc } from '@gym/contracts';

/** The GraphQL `Staff` shape of a students document. */
export const toStaffGql = (m: StudentDoc) => ({
  id: m.id,
  name: m.name,
  lastName: m.lastName,
  email: m.email,
  rule: m.rule,
  status: m.status,
});
