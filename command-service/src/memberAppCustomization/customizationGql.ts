import { MEMBER_APP_COLOR_DEFAULTS, type MemberAppCustomization } from '@gym/contracts/memberAppCustomization/index';
import { bannersShownOn, type BannersState } from './bannersDecider.ts';

/** memberAppConfig: the colours the app paints (the defaults where the gym kept them) and today's banners. */
export function toMemberAppConfigGql(customization: MemberAppCustomization, banners: BannersState, today: string) {
  const c = customization.colors;
  const d = MEMBER_APP_COLOR_DEFAULTS;
  return {
    colors: {
      primary: c.primary ?? d.primary,
      primaryText: c.primaryText ?? d.primaryText,
      background: c.background ?? d.background,
      text: c.text ?? d.text,
    },
    logoUrl: customization.logoUrl,
    blocks: customization.blocks,
    banners: customization.blocks.banners ? bannersShownOn(banners, today) : [],
  };
}
