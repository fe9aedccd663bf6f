import { messages, type AccountDoc } from '@gym/contracts';
import { ForbiddenError, NotFoundError } from '@gym/platform';
import { unreadMessagesOf } from '@gym/projection-service/memberAppCustomization/unreadMessagesProjection';
import { saoPauloToday } from '@gym/contracts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toMemberAppConfigGql } from './customizationGql.ts';
import {
  addBanner,
  changeBanner,
  customizeMemberApp,
  markInboxRead,
  removeBanner,
  reorderBanners,
} from './customizationHandlers.ts';
import { memberAppBannersOf, memberAppCustomizationOf } from './customizationState.ts';

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** The signed-in member's student id: the inbox is a member's own. */
function studentIdOf(ctx: RequestContext): string {
  if (!ctx.member) throw new ForbiddenError();
  return ctx.member.id;
}

export function customizationResolvers(svc: Services) {
  return {
    async memberAppConfig(_args: unknown, ctx: RequestContext) {
      const account = accountOf(ctx);
      const [customization, banners] = await Promise.all([
        memberAppCustomizationOf(svc, account.id),
        memberAppBannersOf(svc, account.id),
      ]);
      return toMemberAppConfigGql(customization, banners, saoPauloToday(svc.clock.now()));
    },

    memberAppUnreadMessages(_args: unknown, ctx: RequestContext) {
      const studentId = studentIdOf(ctx);
      return unreadMessagesOf(svc.documents, actorOf(ctx).accountId, studentId);
    },

    async markInboxRead(_args: unknown, ctx: RequestContext) {
      const studentId = studentIdOf(ctx);
      const actor = actorOf(ctx);
      await svc.readModelsReached(await markInboxRead(svc, actor, studentId));
      return unreadMessagesOf(svc.documents, actor.accountId, studentId);
    },

    memberAppCustomization(_args: unknown, ctx: RequestContext) {
      return memberAppCustomizationOf(svc, accountOf(ctx).id);
    },

    updateMemberAppCustomization(args: { input: unknown }, ctx: RequestContext) {
      return customizeMemberApp(svc, actorOf(ctx), args.input);
    },

    memberAppBanners(_args: unknown, ctx: RequestContext) {
      return memberAppBannersOf(svc, accountOf(ctx).id);
    },

    createMemberAppBanner(args: { input: unknown }, ctx: RequestContext) {
      return addBanner(svc, actorOf(ctx), args.input);
    },

    updateMemberAppBanner(args: { id: string; input: unknown }, ctx: RequestContext) {
      return changeBanner(svc, actorOf(ctx), args.id, args.input);
    },

    async deleteMemberAppBanner(args: { id: string }, ctx: RequestContext) {
      await removeBanner(svc, actorOf(ctx), args.id);
      return true;
    },

    reorderMemberAppBanners(args: { ids: string[] }, ctx: RequestContext) {
      return reorderBanners(svc, actorOf(ctx), args.ids);
    },
  };
}

/** memberAppConfig (public, the member endpoint): what the app paints and which banners are in period today. */
export function memberAppCustomizationAccountOperations(svc: Services) {
  const r = customizationResolvers(svc);
  return { memberAppConfig: { access: 'public', resolve: r.memberAppConfig } } as const;
}

/** The member's unread messages (the read model `memberAppUnread`), and marking them read when the inbox opens. */
export function memberAppUnreadOperations(svc: Services) {
  const r = customizationResolvers(svc);
  return {
    memberAppUnreadMessages: { access: 'member', resolve: r.memberAppUnreadMessages },
    markInboxRead: { access: 'member', resolve: r.markInboxRead },
  } as const;
}

/** /admin/app/customize and /admin/banners: managers and admins read and change them. */
export function memberAppCustomizationAdminOperations(svc: Services) {
  const r = customizationResolvers(svc);
  return {
    memberAppCustomization: { access: 'manager', resolve: r.memberAppCustomization },
    updateMemberAppCustomization: { access: 'manager', resolve: r.updateMemberAppCustomization },
    memberAppBanners: { access: 'manager', resolve: r.memberAppBanners },
    createMemberAppBanner: { access: 'manager', resolve: r.createMemberAppBanner },
    updateMemberAppBanner: { access: 'manager', resolve: r.updateMemberAppBanner },
    deleteMemberAppBanner: { access: 'manager', resolve: r.deleteMemberAppBanner },
    reorderMemberAppBanners: { access: 'manager', resolve: r.reorderMemberAppBanners },
  } as const;
}
