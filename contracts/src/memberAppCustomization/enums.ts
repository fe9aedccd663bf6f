/** The colours an owner may set; unset ones keep the app's defaults. */
export const memberAppColorKeys = ['primary', 'primaryText', 'background', 'text'] as const;
export type MemberAppColorKey = (typeof memberAppColorKeys)[number];
export const MEMBER_APP_COLOR_DEFAULTS: Record<MemberAppColorKey, string> = {
  primary: '#3949AB',
  primaryText: '#FFFFFF',
  background: '#F6F6F8',
  text: '#1D1D1F',
};

/** The blocks of the app's home, in the order they show. */
export const memberAppHomeBlockKeys = ['banners', 'nextClass', 'todayWorkout', 'points', 'unreadMessages'] as const;
export type MemberAppHomeBlock = (typeof memberAppHomeBlockKeys)[number];

export const MAX_MEMBER_APP_BANNERS = 30;
