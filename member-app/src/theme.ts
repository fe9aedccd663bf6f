import type { MemberAppBanner } from '@gym/contracts/memberAppCustomization/index';
import { gql, saved } from './api';

/** The gym's look and home (memberAppConfig, public): read before signing in, kept for offline use. */
export interface MemberAppConfig {
  readonly colors: {
    readonly primary: string;
    readonly primaryText: string;
    readonly background: string;
    readonly text: string;
  };
  readonly logoUrl: string | null;
  readonly blocks: {
    readonly banners: boolean;
    readonly nextClass: boolean;
    readonly todayWorkout: boolean;
    readonly points: boolean;
    readonly unreadMessages: boolean;
  };
  readonly banners: readonly MemberAppBanner[];
}

export const CONFIG_QUERY =
  '{ memberAppConfig { colors { primary primaryText background text } logoUrl blocks { banners nextClass todayWorkout points unreadMessages } banners { id imageUrl link title startDate endDate } } }';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Paints the app in the gym's colours (CSS variables of app.css) and the browser bar with its primary. */
export function applyTheme(config: MemberAppConfig | null): void {
  if (!config) return;
  const root = document.documentElement.style;
  const { primary, primaryText, background, text } = config.colors;
  if (HEX.test(primary)) root.setProperty('--brand', primary);
  if (HEX.test(primaryText)) root.setProperty('--brand-ink', primaryText);
  if (HEX.test(background)) root.setProperty('--bg', background);
  if (HEX.test(text)) root.setProperty('--ink', text);
  if (HEX.test(primary)) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}

/** The saved configuration at once (no flash of the default colours), then the server's. */
export async function loadConfig(): Promise<MemberAppConfig> {
  const { memberAppConfig } = await gql<{ memberAppConfig: MemberAppConfig }>(CONFIG_QUERY);
  saved.set('config', memberAppConfig);
  applyTheme(memberAppConfig);
  return memberAppConfig;
}

export const savedConfig = (): MemberAppConfig | null => {
  const config = saved.get<MemberAppConfig>('config');
  applyTheme(config);
  return config;
};
