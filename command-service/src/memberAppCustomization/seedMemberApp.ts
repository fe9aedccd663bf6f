import { randomUUID } from 'node:crypto';
import { handleCommand } from '@gym/platform';
import { saoPauloToday } from '@gym/contracts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { bannersDecider, bannersStream } from './bannersDecider.ts';

/** The demo's banner image, served with the member app's assets (member-app/public/demo-banner.svg). */
export const DEMO_BANNER_IMAGE = '/static/app/demo-banner.svg';

/** The demo gym's app home: one banner on air for 60 days from the seed (the colours keep the defaults). */
export async function seedMemberAppBanner(svc: Services, actor: Actor): Promise<number> {
  const today = saoPauloToday(svc.clock.now());
  const end = new Date(Date.parse(`${today}T12:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
  const result = await handleCommand(svc.eventStore, {
    streamId: bannersStream(actor.accountId),
    decider: bannersDecider,
    command: {
      type: 'AddBanner',
      data: {
        accountId: actor.accountId,
        bannerId: randomUUID(),
        banner: {
          imageUrl: DEMO_BANNER_IMAGE,
          link: null,
          title: 'Aula experimental grátis',
          startDate: today,
          endDate: end,
        },
        now: svc.clock.now().toISOString(),
      },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}
