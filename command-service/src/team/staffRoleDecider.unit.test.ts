import { teamRoleMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { staffRoleDecider } from './staffRoleDecider.ts';

const spec = deciderSpec(staffRoleDecider);
const now = '2026-11-24T12:00:00.000Z';
const change = (currentRule: 'admin' | 'manager' | 'coach', rule: 'admin' | 'manager' | 'coach', actorId = 'boss') => ({
  type: 'ChangeStaffRole' as const,
  data: { accountId: 'a1', userId: 'u1', currentRule, rule, actorId, now },
});

describe('staff role decider', () => {
  it('changes a coach into a manager', () =>
    spec
      .given([])
      .when(change('coach', 'manager'))
      .then([{ type: 'StaffRoleChanged', data: { accountId: 'a1', userId: 'u1', rule: 'manager', changedAt: now } }]));
  it('decides nothing when the role is already that', () => {
    spec.given([]).when(change('coach', 'coach')).thenNothingHappens();
    spec
      .given([{ type: 'StaffRoleChanged', data: { accountId: 'a1', userId: 'u1', rule: 'manager', changedAt: now } }])
      .when(change('coach', 'manager'))
      .thenNothingHappens();
  });
  it('refuses an admin changing their own role', () =>
    spec
      .given([])
      .when(change('admin', 'coach', 'u1'))
      .thenThrows(ValidationError, teamRoleMessages.ownRole));
});
