import { messages, type AccountDoc } from '@gym/contracts';
import {
  MEMBER_APP_COLOR_DEFAULTS,
  memberAppBannerInputSchema,
  memberAppCustomizationInputSchema,
  type MemberAppCustomization,
} from '@gym/contracts/memberAppCustomization/index';
import { ForbiddenError, foldStream, handleCommand, NotFoundError } from '@gym/platform';
import { unreadMessagesOf } from '@gym/projection-service/memberAppCustomization/unreadMessagesProjection';
import { randomUUID } from 'node:crypto';
import { saoPauloToday } from '@gym/contracts';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { bannersDecider, bannersShownOn, bannersStream, type BannersState } from './bannersDecider.ts';
import { customizationDecider, customizationStream } from './customizationDecider.ts';
import { inboxReadDecider, inboxReadStream } from './inboxReadDecider.ts';

/** The account's app customisation, folded from its stream (the defaults when never saved). */
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

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** memberAppConfig (public, the member endpoint): what the app paints and which banners are in period today. */
export function memberAppCustomizationAccountOperations(svc: Services) {
  return {
    memberAppConfig: {
      access: 'public' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const account = accountOf(ctx);
        const [customization, banners] = await Promise.all([
          memberAppCustomizationOf(svc, account.id),
          memberAppBannersOf(svc, account.id),
        ]);
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
          banners: customization.blocks.banners ? bannersShownOn(banners, saoPauloToday(svc.clock.now())) : [],
        };
      },
    },
  };
}

/** The member's unread messages (the read model `memberAppUnread`), and marking them read when the inbox opens. */
export function memberAppUnreadOperations(svc: Services) {
  const memberOf = (ctx: RequestContext) => {
    if (!ctx.member) throw new ForbiddenError();
    return { accountId: actorOf(ctx).accountId, studentId: ctx.member.id };
  };
  return {
    memberAppUnreadMessages: {
      access: 'member' as const,
      resolve(_args: unknown, ctx: RequestContext) {
        const { accountId, studentId } = memberOf(ctx);
        return unreadMessagesOf(svc.documents, accountId, studentId);
      },
    },
    markInboxRead: {
      access: 'member' as const,
      async resolve(_args: unknown, ctx: RequestContext) {
        const { accountId, studentId } = memberOf(ctx);
        const unread = await unreadMessagesOf(svc.documents, accountId, studentId);
        const result = await handleCommand(svc.eventStore, {
          streamId: inboxReadStream(studentId),
          decider: inboxReadDecider,
          command: {
            type: 'MarkInboxRead',
            data: { accountId, studentId, unread, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actorOf(ctx)),
        });
        await svc.readModelsReached(result.position);
        return unreadMessagesOf(svc.documents, accountId, studentId);
      },
    },
  };
}

/** /admin/app/customize and /admin/banners: managers and admins read and change them. */
export function memberAppCustomizationAdminOperations(svc: Services) {
  const bannerCommand = async (ctx: RequestContext, command: Parameters<typeof bannersDecider.decide>[0]) =>
    handleCommand(svc.eventStore, {
      streamId: bannersStream(command.data.accountId),
      decider: bannersDecider,
      command,
      metadata: metadataOf(actorOf(ctx)),
    });
  return {
    memberAppCustomization: {
      access: 'manager' as const,
      resolve: (_args: unknown, ctx: RequestContext) => memberAppCustomizationOf(svc, accountOf(ctx).id),
    },
    updateMemberAppCustomization: {
      access: 'manager' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const account = accountOf(ctx);
        const customization = parseInput(memberAppCustomizationInputSchema, args.input);
        const result = await handleCommand(svc.eventStore, {
          streamId: customizationStream(account.id),
          decider: customizationDecider,
          command: {
            type: 'CustomizeMemberApp',
            data: { accountId: account.id, customization, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actorOf(ctx)),
        });
        return result.newState;
      },
    },
    memberAppBanners: {
      access: 'manager' as const,
      resolve: (_args: unknown, ctx: RequestContext) => memberAppBannersOf(svc, accountOf(ctx).id),
    },
    createMemberAppBanner: {
      access: 'manager' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const accountId = accountOf(ctx).id;
        const banner = parseInput(memberAppBannerInputSchema, args.input);
        const bannerId = randomUUID();
        const now = svc.clock.now().toISOString();
        const result = await bannerCommand(ctx, { type: 'AddBanner', data: { accountId, bannerId, banner, now } });
        return result.newState.find((b) => b.id === bannerId);
      },
    },
    updateMemberAppBanner: {
      access: 'manager' as const,
      async resolve(args: { id: string; input: unknown }, ctx: RequestContext) {
        const accountId = accountOf(ctx).id;
        const banner = parseInput(memberAppBannerInputSchema, args.input);
        const now = svc.clock.now().toISOString();
        const result = await bannerCommand(ctx, {
          type: 'ChangeBanner',
          data: { accountId, bannerId: args.id, banner, now },
        });
        return result.newState.find((b) => b.id === args.id);
      },
    },
    deleteMemberAppBanner: {
      access: 'manager' as const,
      async resolve(args: { id: string }, ctx: RequestContext) {
        const accountId = accountOf(ctx).id;
        const now = svc.clock.now().toISOString();
        await bannerCommand(ctx, { type: 'RemoveBanner', data: { accountId, bannerId: args.id, now } });
        return true;
      },
    },
    reorderMemberAppBanners: {
      access: 'manager' as const,
      async resolve(args: { ids: string[] }, ctx: RequestContext) {
        const accountId = accountOf(ctx).id;
        const now = svc.clock.now().toISOString();
        const order = (args.ids ?? []).slice(0, 1000);
        const result = await bannerCommand(ctx, { type: 'ReorderBanners', data: { accountId, order, now } });
        return result.newState;
      },
    },
  };
}
