import type { MemberAppCustomized } from '@gym/contracts/memberAppCustomization/index';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { customizationDecider, defaultMemberAppCustomization } from './customizationDecider.ts';

const accountId = 'a1';
const now = '2026-11-24T12:00:00.000Z';
const saved = {
  ...defaultMemberAppCustomization,
  colors: { ...defaultMemberAppCustomization.colors, primary: '#C62828' },
};
const customized: MemberAppCustomized = { type: 'MemberAppCustomized', data: { accountId, ...saved, changedAt: now } };
const spec = deciderSpec(customizationDecider);

describe('customization decider', () => {
  it('starts at the defaults: saving them records nothing', () => {
    expect(customizationDecider.initialState()).toEqual(defaultMemberAppCustomization);
    spec
      .given([])
      .when({ type: 'CustomizeMemberApp', data: { accountId, customization: defaultMemberAppCustomization, now } })
      .thenNothingHappens();
  });

  it('given the defaults, when a colour changes, then MemberAppCustomized with the whole customization', () => {
    spec
      .given([])
      .when({ type: 'CustomizeMemberApp', data: { accountId, customization: saved, now } })
      .then([customized]);
  });

  it('given a customization, when the same one is saved again, then nothing happens', () => {
    spec
      .given([customized])
      .when({ type: 'CustomizeMemberApp', data: { accountId, customization: saved, now } })
      .thenNothingHappens();
  });

  it('given a customization, when a home block is turned off, then it is recorded', () => {
    const noPoints = { ...saved, blocks: { ...saved.blocks, points: false } };
    spec
      .given([customized])
      .when({ type: 'CustomizeMemberApp', data: { accountId, customization: noPoints, now } })
      .then([{ type: 'MemberAppCustomized', data: { accountId, ...noPoints, changedAt: now } }]);
  });
});
