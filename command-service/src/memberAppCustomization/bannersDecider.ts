import {
  MAX_MEMBER_APP_BANNERS,
  memberAppCustomizationMessages as m,
  type MemberAppBanner,
  type MemberAppBannerEvent,
  type MemberAppBannerInput,
} from '@gym/contracts/memberAppCustomization/index';
import { NotFoundError, ValidationError, type Decider } from '@gym/platform';

/** `memberAppBanners-<accountId>`: the gym's banners in their order (a few dozen at most). */
export type BannerCommand =
  | { type: 'AddBanner'; data: { accountId: string; bannerId: string; banner: MemberAppBannerInput; now: string } }
  | { type: 'ChangeBanner'; data: { accountId: string; bannerId: string; banner: MemberAppBannerInput; now: string } }
  | { type: 'RemoveBanner'; data: { accountId: string; bannerId: string; now: string } }
  | { type: 'ReorderBanners'; data: { accountId: string; order: readonly string[]; now: string } };

export type BannersState = readonly MemberAppBanner[];

const fieldsOf = (banner: MemberAppBannerInput) => ({
  imageUrl: banner.imageUrl,
  link: banner.link,
  title: banner.title,
  startDate: banner.startDate,
  endDate: banner.endDate,
});

function existing(state: BannersState, bannerId: string): MemberAppBanner {
  const banner = state.find((b) => b.id === bannerId);
  if (!banner) throw new NotFoundError(m.bannerNotFound);
  return banner;
}

export const bannersDecider: Decider<BannerCommand, MemberAppBannerEvent, BannersState> = {
  initialState: () => [],
  decide(command, state) {
    switch (command.type) {
      case 'AddBanner': {
        const { accountId, bannerId, banner, now } = command.data;
        if (state.length >= MAX_MEMBER_APP_BANNERS)
          throw new ValidationError([{ path: ['input'], message: m.tooManyBanners }]);
        return [{ type: 'MemberAppBannerAdded', data: { accountId, bannerId, ...fieldsOf(banner), addedAt: now } }];
      }
      case 'ChangeBanner': {
        const { accountId, bannerId, banner, now } = command.data;
        const { id: _id, ...current } = existing(state, bannerId);
        if (JSON.stringify(current) === JSON.stringify(fieldsOf(banner))) return [];
        return [{ type: 'MemberAppBannerChanged', data: { accountId, bannerId, ...fieldsOf(banner), changedAt: now } }];
      }
      case 'RemoveBanner': {
        const { accountId, bannerId, now } = command.data;
        existing(state, bannerId);
        return [{ type: 'MemberAppBannerRemoved', data: { accountId, bannerId, removedAt: now } }];
      }
      case 'ReorderBanners': {
        const { accountId, order, now } = command.data;
        const ids = state.map((b) => b.id);
        const complete =
          order.length === ids.length && new Set(order).size === order.length && order.every((id) => ids.includes(id));
        if (!complete) throw new NotFoundError(m.bannerNotFound);
        if (order.every((id, i) => ids[i] === id)) return [];
        return [{ type: 'MemberAppBannersReordered', data: { accountId, order: [...order], reorderedAt: now } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberAppBannerAdded': {
        const { bannerId, imageUrl, link, title, startDate, endDate } = event.data;
        return [...state, { id: bannerId, imageUrl, link, title, startDate, endDate }];
      }
      case 'MemberAppBannerChanged': {
        const { bannerId, imageUrl, link, title, startDate, endDate } = event.data;
        return state.map((b) => (b.id === bannerId ? { id: bannerId, imageUrl, link, title, startDate, endDate } : b));
      }
      case 'MemberAppBannerRemoved':
        return state.filter((b) => b.id !== event.data.bannerId);
      case 'MemberAppBannersReordered': {
        const position = new Map(event.data.order.map((id, i) => [id, i]));
        return [...state].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      }
    }
  },
};

export const bannersStream = (accountId: string) => `memberAppBanners-${accountId}`;

/** The banners the app shows on a São Paulo day (yyyy-MM-dd): those whose period includes it, in order. */
export const bannersShownOn = (banners: BannersState, today: string): MemberAppBanner[] =>
  banners.filter((b) => b.startDate <= today && today <= b.endDate);
