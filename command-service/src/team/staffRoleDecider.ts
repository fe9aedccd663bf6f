import { teamRoleMessages, type StaffRoleChanged } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

type StaffRole = StaffRoleChanged['data']['rule'];

/**
 * `staffRole-<userId>`: a team member's role changes. The role the member has now (from their
 * registration or the last change) and who acts come in with the command.
 */
export type StaffRoleCommand = {
  type: 'ChangeStaffRole';
  data: {
    accountId: string;
    userId: string;
    currentRule: StaffRole;
    rule: StaffRole;
    actorId: string | null;
    now: string;
  };
};
export type StaffRoleState = { readonly rule: StaffRole | null };

export const staffRoleDecider: Decider<StaffRoleCommand, StaffRoleChanged, StaffRoleState> = {
  initialState: () => ({ rule: null }),
  decide(command, state) {
    const { accountId, userId, currentRule, rule, actorId, now } = command.data;
    if (rule === (state.rule ?? currentRule)) return [];
    // An admin demoting themselves could leave the account without anyone to manage it.
    if (actorId === userId) throw new ValidationError([{ path: ['rule'], message: teamRoleMessages.ownRole }]);
    return [{ type: 'StaffRoleChanged', data: { accountId, userId, rule, changedAt: now } }];
  },
  evolve: (_state, event) => ({ rule: event.data.rule }),
};

export const staffRoleStream = (userId: string) => `staffRole-${userId}`;
