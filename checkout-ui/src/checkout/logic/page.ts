import {
  CHECKOUT_COUNTDOWN_SECONDS,
  CHECKOUT_STEPS,
  CHECKOUT_THEME_DEFAULTS,
  GUARANTEE_DAYS,
  PRICE_VALID_DAYS,
  RETURN_POLICY_DAYS,
  SOCIAL_PROOF_BUCKETS,
  STICKY_CTA_MAX_WIDTH,
  STICKY_CTA_SCROLL_FRACTION,
  STRIPE_STORE,
  type CheckoutStep,
} from '@gym/contracts/checkout/constants';
import type { CheckoutAccount, CheckoutPlan } from '@gym/contracts/checkout/request';

/** The product's name in every checkout title (spec 002: account label + ' Checkout' + a product suffix). */
export const PRODUCT_SUFFIX = ' | Gym Plataforma';

export type Variant = 'A' | 'B';
export const VARIANT_STORAGE_KEY = 'checkout.variant';

/**
 * Variant A (plan dropdown) or B (starts at the plan step): `?variant=A|B` wins, then the account's
 * own setting, then the visitor's stored draw, then a new 50/50 draw (kept so a visitor sees one variant).
 */
export function chooseVariant(
  search: string,
  accountVariant: Variant | null,
  stored: string | null,
  random: () => number,
): { variant: Variant; store: Variant | null } {
  const asked = new URLSearchParams(search).get('variant')?.toUpperCase();
  if (asked === 'A' || asked === 'B') return { variant: asked, store: null };
  if (accountVariant) return { variant: accountVariant, store: null };
  if (stored === 'A' || stored === 'B') return { variant: stored, store: null };
  const drawn: Variant = random() < 0.5 ? 'A' : 'B';
  return { variant: drawn, store: drawn };
}

/** Plans without a code or without external plans are hidden (spec 002). */
export const visiblePlans = (plans: readonly CheckoutPlan[]) =>
  plans.filter((p) => p.code && p.externalPlans.length > 0);
export const isStripe = (plan: CheckoutPlan | null) => plan?.store === STRIPE_STORE;

/** The progress bar's fill: (step index + 1) / 4. */
export function progressFill(step: CheckoutStep): number {
  return (CHECKOUT_STEPS.indexOf(step) + 1) / CHECKOUT_STEPS.length;
}

/** Seconds left of the urgency countdown (14:59 down to 00:00) and its 'MM:SS' text. */
export function countdownLeft(startedAt: number, now: number): number {
  return Math.max(0, CHECKOUT_COUNTDOWN_SECONDS - Math.floor((now - startedAt) / 1000));
}
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The sticky call-to-action: narrow screens only, once the page scrolled past half the viewport. */
export function showStickyCta(scrollY: number, viewportHeight: number, viewportWidth: number): boolean {
  return viewportWidth <= STICKY_CTA_MAX_WIDTH && scrollY > viewportHeight * STICKY_CTA_SCROLL_FRACTION;
}

/** The submit overlay: rises randomly by up to 15 every 500 ms and stops at 90. */
export function nextOverlayProgress(progress: number, random: () => number): number {
  return Math.min(90, progress + random() * 15);
}

/** Exit intent: hidden, shown once (pointer leaving through the top), closed. */
export type ExitModalState = 'hidden' | 'shown' | 'closed';
export function exitIntent(state: ExitModalState, pointerY: number, leftWindow: boolean): ExitModalState {
  return state === 'hidden' && leftWindow && pointerY <= 0 ? 'shown' : state;
}

/** Social proof: the account's member count as one of the spec's buckets. */
export function socialProofBucket(count: number): string {
  const limits = [0, 10, 50, 100, 500, 1000, 5000, 10000];
  if (count <= 0) return SOCIAL_PROOF_BUCKETS[0];
  const index = limits.findIndex((limit, i) => i > 0 && count <= limit);
  return SOCIAL_PROOF_BUCKETS[index === -1 ? SOCIAL_PROOF_BUCKETS.length - 1 : index]!;
}

export function documentTitle(
  account: Pick<CheckoutAccount, 'label'> | null,
  plan: Pick<CheckoutPlan, 'name'> | null,
): string {
  const base = `${account?.label ?? ''} Checkout${PRODUCT_SUFFIX}`.trim();
  return plan ? `${plan.name} - ${base}` : base;
}

/** The theme as CSS custom properties: the spec's defaults under the account's own values. */
export function themeStyle(theme: Partial<Record<string, string>> | null): Record<string, string> {
  const merged: Record<string, string> = { ...CHECKOUT_THEME_DEFAULTS };
  for (const [key, value] of Object.entries(theme ?? {}))
    if (key in merged && typeof value === 'string' && value) merged[key] = value;
  return Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [
      `--checkout-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  );
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** schema.org Product with its offer (price valid 30 days; a 7-day return policy when installments exceed 1). */
export function structuredData(
  account: Pick<CheckoutAccount, 'name' | 'image'>,
  plan: CheckoutPlan,
  pageUrl: string,
  now: Date,
): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    price: (plan.value / 100).toFixed(2),
    priceCurrency: 'BRL',
    priceValidUntil: addDays(now, PRICE_VALID_DAYS),
    availability: 'https://schema.org/InStock',
    url: pageUrl,
    seller: { '@type': 'Organization', name: account.name },
  };
  if (plan.installments > 1) {
    offer.hasMerchantReturnPolicy = {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'BR',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: RETURN_POLICY_DAYS,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plan.name,
    description: plan.description ?? `${plan.name} - ${account.name}`,
    brand: { '@type': 'Brand', name: account.name },
    ...((plan.cover?.uri ?? account.image) ? { image: plan.cover?.uri ?? account.image } : {}),
    offers: offer,
  };
}

/** Social metadata (Open Graph and Twitter) for the page's head. */
export function socialMeta(
  account: Pick<CheckoutAccount, 'name' | 'shortDescription' | 'image'>,
  plan: CheckoutPlan | null,
  pageUrl: string,
): Record<string, string> {
  const title = plan ? `${plan.name} - ${account.name}` : account.name;
  const description =
    plan?.description ??
    account.shortDescription ??
    `Garantia de ${GUARANTEE_DAYS} dias. Compre seu plano em ${account.name}.`;
  const image = plan?.cover?.uri ?? account.image;
  return {
    'og:type': 'product',
    'og:title': title,
    'og:description': description,
    'og:url': pageUrl,
    'og:locale': 'pt_BR',
    ...(image ? { 'og:image': image } : {}),
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
    description,
  };
}

/** What the purchase answer means: bought here, go to the provider's page, or 'Invalid checkout type'. */
export function purchaseOutcome(
  plan: CheckoutPlan,
  answer: { checkout_type?: unknown; url?: unknown },
): { kind: 'purchased' } | { kind: 'redirect'; url: string } | { kind: 'error'; message: string } {
  if (isStripe(plan)) {
    return answer.checkout_type === 'redirect' && typeof answer.url === 'string'
      ? { kind: 'redirect', url: answer.url }
      : { kind: 'error', message: 'Invalid checkout type' };
  }
  return { kind: 'purchased' };
}
