import {
  contentTypeAccepted,
  formatFileSize,
  requestPresignedUploadInputSchema,
  safeFileName,
  uploadKindOfFolder,
  uploadLimits,
  uploadMessages,
  uploadQuotas,
} from '@gym/contracts';
import { RateLimitedError, uploadGrantQuery, uuid, ValidationError, type UploadGrant } from '@gym/platform';
import type { Services } from '../services.ts';
import { parseInput } from '../validation.ts';

/** How long a presigned upload address stays valid. */
export const UPLOAD_GRANT_SECONDS = 15 * 60;

export interface PresignedUploadView {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly fileUrl: string;
}

/** Where a stored object is read: `/{account}/files/{key}` of our server, whichever adapter holds it. */
export function fileUrlOf(svc: Services, accountCode: string, key: string): string {
  return `${svc.publicUrl()}/${encodeURIComponent(accountCode)}/files/${key}`;
}

/**
 * requestPresignedUpload: a signed grant for one object under `<accountId>/<folder>/`, limited to the
 * folder's maximum size and to the given type, which the folder must accept (spec 001 section 9).
 */
export function presignUpload(
  svc: Services,
  account: { id: string; code: string },
  args: unknown,
  uploader: { readonly userId: string; readonly member: boolean },
): PresignedUploadView {
  const input = parseInput(requestPresignedUploadInputSchema, args, []);
  const kind = uploadKindOfFolder(input.folder);
  const contentType = input.contentType.toLowerCase().split(';')[0]!.trim();
  if (!contentTypeAccepted(kind, contentType))
    throw new ValidationError([{ path: ['contentType'], message: uploadMessages.typeNotAccepted }]);
  const key = `${account.id}/${input.folder}/${uuid()}-${safeFileName(input.filename)}`;
  const grant: UploadGrant = {
    accountId: account.id,
    key,
    contentType,
    maxBytes: uploadLimits[kind],
    expires: Math.floor(svc.clock.now().getTime() / 1000) + UPLOAD_GRANT_SECONDS,
  };
  // Recorded before it is handed out: the gate lets one PUT through per recorded grant.
  const refusal = svc.uploads.ledger.grant(
    { key, accountId: account.id, userId: uploader.userId, maxBytes: grant.maxBytes, expires: grant.expires },
    { ...(uploader.member ? uploadQuotas.member : uploadQuotas.staff), ...uploadQuotas.account },
    Math.floor(svc.clock.now().getTime() / 1000),
  );
  if (refusal) throw new RateLimitedError(uploadMessages[refusal]);
  const base = `${svc.publicUrl()}/${encodeURIComponent(account.code)}`;
  return {
    url: `${base}/uploads/${key}?${uploadGrantQuery(svc.uploads.secret, grant)}`,
    fields: {},
    key,
    fileUrl: fileUrlOf(svc, account.code, key),
  };
}

/** The limit shown with a refusal, e.g. '10 MB'. */
export const uploadLimitLabel = (kind: keyof typeof uploadLimits) => formatFileSize(uploadLimits[kind]);
