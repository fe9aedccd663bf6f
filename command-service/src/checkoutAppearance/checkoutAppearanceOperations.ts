import { checkoutAppearanceInputSchema, messages, type AccountDoc, type CheckoutAppearance } from '@gym/contracts';
import { foldStream, handleCommand, NotFoundError } from '@gym/platform';
import { metadataOf, type Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { checkoutAppearanceDecider, checkoutAppearanceStream } from './checkoutAppearanceDecider.ts';

/** The account's checkout appearance, folded from its stream (empty when never set). */
export async function checkoutAppearanceOf(svc: Services, accountId: string): Promise<CheckoutAppearance> {
  const stream = await svc.eventStore.readStream(checkoutAppearanceStream(accountId));
  return foldStream(checkoutAppearanceDecider, stream.events);
}

/**
 * What the public checkout shows of an account: its own label (else the name), image (else the
 * account's photo) and colours over spec 002's theme defaults (the page merges them).
 */
export function withCheckoutAppearance<A extends { label: string; image: string | null; theme: unknown }>(
  base: A,
  account: AccountDoc,
  appearance: CheckoutAppearance,
): A & { theme: Partial<Record<string, string>> | null } {
  const colours = Object.fromEntries(Object.entries(appearance.theme).filter(([, v]) => typeof v === 'string'));
  return {
    ...base,
    label: appearance.label ?? base.label,
    image: appearance.imageUrl ?? base.image ?? account.avatarUrl ?? null,
    theme: Object.keys(colours).length ? (colours as Record<string, string>) : null,
  };
}

function accountOf(ctx: RequestContext): AccountDoc {
  if (!ctx.account) throw new NotFoundError(messages.accountNotFound);
  return ctx.account;
}

/** The checkout page's appearance on the admin endpoint: read by the staff, set by the account's admins. */
export function checkoutAppearanceAdminOperations(svc: Services) {
  return {
    checkoutAppearance: {
      access: 'staff' as const,
      resolve: (_args: unknown, ctx: RequestContext) => checkoutAppearanceOf(svc, accountOf(ctx).id),
    },
    updateCheckoutAppearance: {
      access: 'admin' as const,
      async resolve(args: { input: unknown }, ctx: RequestContext) {
        const account = accountOf(ctx);
        const appearance = parseInput(checkoutAppearanceInputSchema, args.input);
        const result = await handleCommand(svc.eventStore, {
          streamId: checkoutAppearanceStream(account.id),
          decider: checkoutAppearanceDecider,
          command: {
            type: 'ChangeCheckoutAppearance',
            data: { accountId: account.id, appearance, now: svc.clock.now().toISOString() },
          },
          metadata: metadataOf(actorOf(ctx)),
        });
        return result.newState;
      },
    },
  };
}
