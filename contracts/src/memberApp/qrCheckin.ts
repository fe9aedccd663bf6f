import { z } from 'zod';

/**
 * QR check-in (issue 25, item 4): the member app shows a signed, short-lived token; the console's
 * check-in screen sends it with the class. Each token is accepted once: its first use is an event on
 * its own stream `checkinQrCode-<nonce>`, so a replay (or a screenshot from yesterday) is refused.
 */
export const checkinQrCodeUsedV1 = z.object({
  accountId: z.string(),
  nonce: z.string(),
  studentId: z.string(),
  programClassId: z.string(),
  usedAt: z.string(),
});
export type CheckinQrCodeUsed = { type: 'CheckinQrCodeUsed'; data: z.infer<typeof checkinQrCodeUsedV1> };

export const qrCheckinEventSchemas = {
  CheckinQrCodeUsed: { version: 1, schema: checkinQrCodeUsedV1 },
} as const;

/** How long a shown code works; the app asks for a new one before it runs out. */
export const CHECKIN_QR_TTL_SECONDS = 60;

/** ours: the spec words none of these. */
export const qrCheckinMessages = {
  invalid: 'QR code inválido. Peça para o aluno abrir o código no app novamente.',
  expired: 'QR code expirado. Peça para o aluno abrir o código no app novamente.',
  used: 'Este QR code já foi utilizado.',
} as const;
