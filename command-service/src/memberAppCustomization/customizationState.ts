import type { MemberAppCustomization } from '@gym/contracts/memberAppCustomization/index';
import { foldStream } from '@gym/platform';
import type { Services } from '../services.ts';
import { bannersDecider, bannersStream, type BannersState } from './bannersDecider.ts';
import { customizationDecider, customizationStream } from './customizationDecider.ts';

// Read from the write side (no read model): what the app and the public page paint, the defaults when never saved.

/** The account's app customisation, folded from its stream. */
export async function memberAppCustomizationOf(svc: Services, accountId: string): Promise<MemberAppCustomization> {
  const stream = await svc.eventStore.readStream(customizationStream(accountId));
  return foldStream(customizationDecider, stream.events);
}

/** The account's banners in order, folded from their stream. */
export async function memberAppBannersOf(svc: Services, accountId: string): Promise<BannersState> {
  const stream = await svc.eventStore.readStream(bannersStream(accountId));
  return foldStream(bannersDecider, stream.events);
}

/** The gym's own primary colour (the manifest's theme colour), null when it kept the default. */
export async function memberAppThemeColorOf(svc: Services, accountId: string): Promise<string | null> {
  return (await memberAppCustomizationOf(svc, accountId)).colors.primary;
}
