import { teamRemovalMessages, teamRoleMessages, type AdminSeatReleased, type AdminSeatTaken } from '@gym/contracts';
import { ValidationError, type Decider } from '@gym/platform';

export const adminSeatsStream = (accountId: string) => `adminSeats-${accountId}`;

/**
 * `adminSeats-<accountId>`: who stopped being an admin, so that removals and demotions of admins are decided one
 * at a time per account. The admins the read model lists come in with the command; the ones this stream released
 * are taken out of that list, since the read model may not show a release decided a moment ago (two admins
 * removing each other at once: the second decision sees the first and is refused as the last admin).
 */
export type AdminSeatsCommand =
  | {
      type: 'ReleaseAdminSeat';
      data: {
        accountId: string;
        userId: string;
        /** Who removes or demotes: never themselves (the account could lose the one who manages it). */
        actorId: string | null;
        /** The account's admins as the read model lists them. */
        adminIds: readonly string[];
        /** Which input field a refusal names ('id' for a removal, 'rule' for a demotion). */
        field: 'id' | 'rule';
        now: string;
      };
    }
  | { type: 'TakeAdminSeat'; data: { accountId: string; userId: string; now: string } };
export type AdminSeatsEvent = AdminSeatReleased | AdminSeatTaken;
export type AdminSeatsState = { readonly released: ReadonlySet<string> };

export const adminSeatsDecider: Decider<AdminSeatsCommand, AdminSeatsEvent, AdminSeatsState> = {
  initialState: () => ({ released: new Set() }),
  decide(command, { released }) {
    if (command.type === 'TakeAdminSeat') {
      const { accountId, userId, now } = command.data;
      return released.has(userId) ? [{ type: 'AdminSeatTaken', data: { accountId, userId, takenAt: now } }] : [];
    }
    const { accountId, userId, actorId, adminIds, field, now } = command.data;
    if (actorId === userId)
      throw new ValidationError([
        { path: [field], message: field === 'id' ? teamRemovalMessages.ownRemoval : teamRoleMessages.ownRole },
      ]);
    const admins = adminIds.filter((id) => !released.has(id));
    if (!admins.includes(userId)) return [];
    if (admins.every((id) => id === userId))
      throw new ValidationError([{ path: [field], message: teamRemovalMessages.lastAdmin }]);
    return [{ type: 'AdminSeatReleased', data: { accountId, userId, releasedAt: now } }];
  },
  evolve(state, event) {
    const released = new Set(state.released);
    if (event.type === 'AdminSeatReleased') released.add(event.data.userId);
    else released.delete(event.data.userId);
    return { released };
  },
};
