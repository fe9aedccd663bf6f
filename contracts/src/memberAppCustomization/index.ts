import { z } from 'zod';

/**
 * The member app's look and home (issue 25, /admin/app/customize and /admin/banners). ours: the spec names
 * the screens but no field, call or message; the texts below are our pt-BR.
 */
export const memberAppCustomizationMessages = {
  saved: 'Personalização do aplicativo salva com sucesso!',
  invalidColor: 'Cor inválida: use o formato #RRGGBB',
  invalidImage: 'Endereço de imagem inválido',
  invalidLink: 'Link inválido: use um endereço começando com https:// ou http://',
  imageRequired: 'Envie a imagem do banner',
  titleTooLong: 'Use no máximo 80 caracteres',
  invalidDate: 'Data inválida: use o formato dd/mm/aaaa',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
  bannerNotFound: 'Banner não encontrado',
  bannerSaved: 'Banner salvo com sucesso!',
  bannerDeleted: 'Banner excluído com sucesso!',
  tooManyBanners: 'Limite de 30 banners atingido: exclua um banner antes de criar outro',
} as const;
const m = memberAppCustomizationMessages;

/** The colours an owner may set; unset ones keep the app's defaults. */
export const memberAppColorKeys = ['primary', 'primaryText', 'background', 'text'] as const;
export type MemberAppColorKey = (typeof memberAppColorKeys)[number];
export const MEMBER_APP_COLOR_DEFAULTS: Record<MemberAppColorKey, string> = {
  primary: '#3949AB',
  primaryText: '#FFFFFF',
  background: '#F6F6F8',
  text: '#1D1D1F',
};

/** The blocks of the app's home, in the order they show. */
export const memberAppHomeBlockKeys = ['banners', 'nextClass', 'todayWorkout', 'points', 'unreadMessages'] as const;
export type MemberAppHomeBlock = (typeof memberAppHomeBlockKeys)[number];

const color = z
  .string()
  .trim()
  .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), m.invalidColor)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

/** An uploaded file's address (http(s)://...) or one of this server's own paths (/static/app/..., the demo's). */
export const isImageAddress = (v: string): boolean =>
  /^https?:\/\/[^\s"'<>]+$/.test(v) || /^\/(?![/\\])[^\s"'<>]*$/.test(v);

const imageUrl = z
  .string()
  .trim()
  .max(2000, m.invalidImage)
  .refine((v) => v === '' || isImageAddress(v), m.invalidImage)
  .nullish()
  .transform((v) => v || null);

export const memberAppCustomizationInputSchema = z.object({
  colors: z
    .object({ primary: color, primaryText: color, background: color, text: color })
    .partial()
    .nullish()
    .transform((c) => ({
      primary: c?.primary ?? null,
      primaryText: c?.primaryText ?? null,
      background: c?.background ?? null,
      text: c?.text ?? null,
    })),
  logoUrl: imageUrl,
  blocks: z
    .object({
      banners: z.boolean(),
      nextClass: z.boolean(),
      todayWorkout: z.boolean(),
      points: z.boolean(),
      unreadMessages: z.boolean(),
    })
    .partial()
    .nullish()
    .transform((b) => ({
      banners: b?.banners ?? true,
      nextClass: b?.nextClass ?? true,
      todayWorkout: b?.todayWorkout ?? true,
      points: b?.points ?? true,
      unreadMessages: b?.unreadMessages ?? true,
    })),
});
export type MemberAppCustomization = z.output<typeof memberAppCustomizationInputSchema>;

/** dd/MM/yyyy (the console's) → yyyy-MM-dd, or null when not a real date. */
export function isoOfBrDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, mo, y] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${mo}-${d}`;
}

const brDate = z
  .string()
  .max(20, m.invalidDate)
  .transform((v, ctx) => {
    const iso = isoOfBrDate(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: m.invalidDate });
    return iso ?? '';
  });

/** A banner as the console sends it: the period in dd/MM/yyyy, both days included. */
export const memberAppBannerInputSchema = z
  .object({
    imageUrl: z
      .string({ message: m.imageRequired })
      .trim()
      .min(1, m.imageRequired)
      .max(2000, m.invalidImage)
      .refine(isImageAddress, m.invalidImage),
    link: z
      .string()
      .trim()
      .max(2000, m.invalidLink)
      .refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/.test(v), m.invalidLink)
      .nullish()
      .transform((v) => v || null),
    title: z
      .string()
      .trim()
      .max(80, m.titleTooLong)
      .nullish()
      .transform((v) => v || null),
    startDate: brDate,
    endDate: brDate,
  })
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type MemberAppBannerInput = z.output<typeof memberAppBannerInputSchema>;

export const MAX_MEMBER_APP_BANNERS = 30;

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

export interface MemberAppBanner {
  readonly id: string;
  readonly imageUrl: string;
  readonly link: string | null;
  readonly title: string | null;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The member opened their messages in the app: what was sent until then is read
 * (`memberAppInboxRead-<studentId>`; feeds the read model `memberAppUnread`).
 */
export const memberAppInboxReadV1 = z.object({ accountId: z.string(), studentId: z.string(), readAt: z.string() });
export type MemberAppInboxRead = { type: 'MemberAppInboxRead'; data: z.infer<typeof memberAppInboxReadV1> };

/** Read model `memberAppUnread`: one document per member, the messages with something unread. */
export interface MemberAppUnreadDoc {
  readonly id: string;
  readonly accountId: string;
  readonly studentId: string;
  /** Ids of the messages with news since the member last read (a new message or a gym's reply). */
  readonly unread: readonly string[];
  readonly readAt: string | null;
}

export const memberAppCustomizationEventSchemas = {
  MemberAppInboxRead: { version: 1, schema: memberAppInboxReadV1 },
  MemberAppCustomized: { version: 1, schema: memberAppCustomizedV1 },
  MemberAppBannerAdded: { version: 1, schema: memberAppBannerAddedV1 },
  MemberAppBannerChanged: { version: 1, schema: memberAppBannerChangedV1 },
  MemberAppBannerRemoved: { version: 1, schema: memberAppBannerRemovedV1 },
  MemberAppBannersReordered: { version: 1, schema: memberAppBannersReorderedV1 },
} as const;
