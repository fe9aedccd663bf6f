import { z } from 'zod';

const colorsV1 = z.object({
  primary: z.string().nullable(),
  primaryText: z.string().nullable(),
  background: z.string().nullable(),
  text: z.string().nullable(),
});
const blocksV1 = z.object({
  banners: z.boolean(),
  nextClass: z.boolean(),
  todayWorkout: z.boolean(),
  points: z.boolean(),
  unreadMessages: z.boolean(),
});

/** A manager saved the app's colours, logo and home blocks (`memberAppCustomization-<accountId>`). */
export const memberAppCustomizedV1 = z.object({
  accountId: z.string(),
  colors: colorsV1,
  logoUrl: z.string().nullable(),
  blocks: blocksV1,
  changedAt: z.string(),
});
export type MemberAppCustomized = { type: 'MemberAppCustomized'; data: z.infer<typeof memberAppCustomizedV1> };

const bannerFieldsV1 = {
  accountId: z.string(),
  bannerId: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  /** yyyy-MM-dd, São Paulo days, both included. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};
/** The banners of one account live on `memberAppBanners-<accountId>` (a few dozen at most). */
export const memberAppBannerAddedV1 = z.object({ ...bannerFieldsV1, addedAt: z.string() });
export const memberAppBannerChangedV1 = z.object({ ...bannerFieldsV1, changedAt: z.string() });
export const memberAppBannerRemovedV1 = z.object({
  accountId: z.string(),
  bannerId: z.string(),
  removedAt: z.string(),
});
export const memberAppBannersReorderedV1 = z.object({
  accountId: z.string(),
  order: z.array(z.string()),
  reorderedAt: z.string(),
});
export type MemberAppBannerAdded = { type: 'MemberAppBannerAdded'; data: z.infer<typeof memberAppBannerAddedV1> };
export type MemberAppBannerChanged = {
  type: 'MemberAppBannerChanged';
  data: z.infer<typeof memberAppBannerChangedV1>;
};
export type MemberAppBannerRemoved = {
  type: 'MemberAppBannerRemoved';
  data: z.infer<typeof memberAppBannerRemovedV1>;
};
export type MemberAppBannersReordered = {
  type: 'MemberAppBannersReordered';
  data: z.infer<typeof memberAppBannersReorderedV1>;
};
export type MemberAppBannerEvent =
  | MemberAppBannerAdded
  | MemberAppBannerChanged
  | MemberAppBannerRemoved
  | MemberAppBannersReordered;

/**
 * The member opened their messages in the app: what was sent until then is read
 * (`memberAppInboxRead-<studentId>`; feeds the read model `memberAppUnread`).
 */
export const memberAppInboxReadV1 = z.object({ accountId: z.string(), studentId: z.string(), readAt: z.string() });
export type MemberAppInboxRead = { type: 'MemberAppInboxRead'; data: z.infer<typeof memberAppInboxReadV1> };

export const memberAppCustomizationEventSchemas = {
  MemberAppInboxRead: { version: 1, schema: memberAppInboxReadV1 },
  MemberAppCustomized: { version: 1, schema: memberAppCustomizedV1 },
  MemberAppBannerAdded: { version: 1, schema: memberAppBannerAddedV1 },
  MemberAppBannerChanged: { version: 1, schema: memberAppBannerChangedV1 },
  MemberAppBannerRemoved: { version: 1, schema: memberAppBannerRemovedV1 },
  MemberAppBannersReordered: { version: 1, schema: memberAppBannersReorderedV1 },
} as const;
