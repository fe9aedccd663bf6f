import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export interface StaffMember {
  readonly id: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly rule: string;
  readonly status: string;
}
const FIELDS = 'id name lastName email rule status';

export const listStaff = () =>
  graphqlRequest<{ staff: StaffMember[] }>(endpoints.admin, `query Staff { staff { ${FIELDS} } }`).then((d) => d.staff);

export const inviteStaff = (input: { name: string; lastName: string; email: string; rule: string }) =>
  graphqlRequest<{ inviteStaff: StaffMember }>(
    endpoints.admin,
    `mutation InviteStaff($input: StaffInviteInput!) { inviteStaff(input: $input) { ${FIELDS} } }`,
    { input },
  ).then((d) => d.inviteStaff);

export const updateStaff = (id: string, rule: string) =>
  graphqlRequest<{ updateStaff: StaffMember }>(
    endpoints.admin,
    `mutation UpdateStaff($id: ID!, $rule: String!) { updateStaff(id: $id, rule: $rule) { ${FIELDS} } }`,
    { id, rule },
  ).then((d) => d.updateStaff);

/** Removes a member from the team (their login and tokens stop working); answers the removed id. */
export const removeStaff = (id: string) =>
  graphqlRequest<{ removeStaff: string }>(endpoints.admin, 'mutation RemoveStaff($id: ID!) { removeStaff(id: $id) }', {
    id,
  }).then((d) => d.removeStaff);
