import type { MemberAppCustomization, MemberAppCustomized } from '@gym/contracts/memberAppCustomization/index';
import type { Decider } from '@gym/platform';

/** `memberAppCustomization-<accountId>`: the app's colours, logo and home blocks; an unchanged save records nothing. */
export type CustomizeMemberApp = {
  type: 'CustomizeMemberApp';
  data: { accountId: string; customization: MemberAppCustomization; now: string };
};

export const defaultMemberAppCustomization: MemberAppCustomization = {
  colors: { primary: null, primaryText: null, background: null, text: null },
  logoUrl: null,
  blocks: { banners: true, nextClass: true, todayWorkout: true, points: true, unreadMessages: true },
};

const same = (a: MemberAppCustomization, b: MemberAppCustomization) => JSON.stringify(a) === JSON.stringify(b);

export const customizationDecider: Decider<CustomizeMemberApp, MemberAppCustomized, MemberAppCustomization> = {
  initialState: () => defaultMemberAppCustomization,
  decide(command, state) {
    const { accountId, customization, now } = command.data;
    if (same(customization, state)) return [];
    return [{ type: 'MemberAppCustomized', data: { accountId, ...customization, changedAt: now } }];
  },
  evolve: (_state, { data }) => ({ colors: data.colors, logoUrl: data.logoUrl, blocks: data.blocks }),
};

export const customizationStream = (accountId: string) => `memberAppCustomization-${accountId}`;
