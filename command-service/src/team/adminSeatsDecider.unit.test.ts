import { teamRemovalMessages, teamRoleMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { adminSeatsDecider } from './adminSeatsDecider.ts';

const spec = deciderSpec(adminSeatsDecider);
const now = '2026-11-24T12:00:00.000Z';
const release = (userId: string, adminIds: string[], actorId = 'boss', field: 'id' | 'rule' = 'id') => ({
  type: 'ReleaseAdminSeat' as const,
  data: { accountId: 'a1', userId, actorId, adminIds, field, now },
});
const released = (userId: string) => ({
  type: 'AdminSeatReleased' as const,
  data: { accountId: 'a1', userId, releasedAt: now },
});
const take = (userId: string) => ({ type: 'TakeAdminSeat' as const, data: { accountId: 'a1', userId, now } });

describe('admin seats decider', () => {
  it('releases an admin seat while another admin remains', () =>
    spec
      .given([])
      .when(release('b', ['a', 'b']))
      .then([released('b')]));

  it('refuses releasing the last admin', () =>
    spec
      .given([])
      .when(release('a', ['a']))
      .thenThrows(ValidationError, teamRemovalMessages.lastAdmin));

  it('refuses an admin removing or demoting themselves, naming the field of the call', () => {
    spec
      .given([])
      .when(release('a', ['a', 'b'], 'a'))
      .thenThrows(ValidationError, teamRemovalMessages.ownRemoval);
    spec
      .given([])
      .when(release('a', ['a', 'b'], 'a', 'rule'))
      .thenThrows(ValidationError, teamRoleMessages.ownRole);
  });

  it('counts a release the read model does not show yet: two admins removing each other, the second is refused', () =>
    spec
      .given([released('b')])
      .when(release('a', ['a', 'b']))
      .thenThrows(ValidationError, teamRemovalMessages.lastAdmin));

  it('decides nothing for a seat already released or for someone who is not an admin', () => {
    spec
      .given([released('b')])
      .when(release('b', ['a', 'b']))
      .thenNothingHappens();
    spec
      .given([])
      .when(release('c', ['a', 'b']))
      .thenNothingHappens();
  });

  it('gives the seat back to a member made admin again, who then counts as an admin', () => {
    spec
      .given([released('b')])
      .when(take('b'))
      .then([{ type: 'AdminSeatTaken', data: { accountId: 'a1', userId: 'b', takenAt: now } }]);
    spec.given([]).when(take('b')).thenNothingHappens();
    spec
      .given([released('b'), { type: 'AdminSeatTaken', data: { accountId: 'a1', userId: 'b', takenAt: now } }])
      .when(release('a', ['a', 'b']))
      .then([released('a')]);
  });
});
