import {
  memberAppBannerInputSchema,
  memberAppCustomizationInputSchema,
} from '@gym/contracts/memberAppCustomization/index';
import { handleCommand } from '@gym/platform';
import { unreadMessagesOf } from '@gym/projection-service/memberAppCustomization/unreadMessagesProjection';
import { randomUUID } from 'node:crypto';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { bannersDecider, bannersStream, type BannerCommand } from './bannersDecider.ts';
import { customizationDecider, customizationStream } from './customizationDecider.ts';
import { inboxReadDecider, inboxReadStream } from './inboxReadDecider.ts';

/** updateMemberAppCustomization: answers the customisation as decided (the stream is what the app reads). */
export async function customizeMemberApp(svc: Services, actor: Actor, input: unknown) {
  const customization = parseInput(memberAppCustomizationInputSchema, input);
  const result = await handleCommand(svc.eventStore, {
    streamId: customizationStream(actor.accountId),
    decider: customizationDecider,
    command: {
      type: 'CustomizeMemberApp',
      data: { accountId: actor.accountId, customization, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return result.newState;
}

/** One command on the account's banners stream; answers the banners as decided. */
async function onBanners(svc: Services, actor: Actor, command: BannerCommand) {
  const result = await handleCommand(svc.eventStore, {
    streamId: bannersStream(command.data.accountId),
    decider: bannersDecider,
    command,
    metadata: metadataOf(actor),
  });
  return result.newState;
}

export async function addBanner(svc: Services, actor: Actor, input: unknown) {
  const banner = parseInput(memberAppBannerInputSchema, input);
  const bannerId = randomUUID();
  const now = svc.clock.now().toISOString();
  const banners = await onBanners(svc, actor, {
    type: 'AddBanner',
    data: { accountId: actor.accountId, bannerId, banner, now },
  });
  return banners.find((b) => b.id === bannerId);
}

export async function changeBanner(svc: Services, actor: Actor, bannerId: string, input: unknown) {
  const banner = parseInput(memberAppBannerInputSchema, input);
  const now = svc.clock.now().toISOString();
  const banners = await onBanners(svc, actor, {
    type: 'ChangeBanner',
    data: { accountId: actor.accountId, bannerId, banner, now },
  });
  return banners.find((b) => b.id === bannerId);
}

export async function removeBanner(svc: Services, actor: Actor, bannerId: string) {
  const now = svc.clock.now().toISOString();
  await onBanners(svc, actor, { type: 'RemoveBanner', data: { accountId: actor.accountId, bannerId, now } });
}

export async function reorderBanners(svc: Services, actor: Actor, ids: readonly string[] | null | undefined) {
  const now = svc.clock.now().toISOString();
  const order = (ids ?? []).slice(0, 1000);
  return onBanners(svc, actor, { type: 'ReorderBanners', data: { accountId: actor.accountId, order, now } });
}

/** markInboxRead: the member opened their messages; the unread count comes in with the command. */
export async function markInboxRead(svc: Services, actor: Actor, studentId: string) {
  const { accountId } = actor;
  const unread = await unreadMessagesOf(svc.documents, accountId, studentId);
  const result = await handleCommand(svc.eventStore, {
    streamId: inboxReadStream(studentId),
    decider: inboxReadDecider,
    command: { type: 'MarkInboxRead', data: { accountId, studentId, unread, now: svc.clock.now().toISOString() } },
    metadata: metadataOf(actor),
  });
  return result.position;
}
