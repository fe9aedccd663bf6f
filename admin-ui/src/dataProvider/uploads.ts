import {
  contentTypeAccepted,
  formatFileSize,
  uploadKindOfFolder,
  uploadLimits,
  uploadMessages,
  type UploadFolder,
} from '@gym/contracts/uploads/uploads';
import { endpoints } from '../lib/env';
import { errorMessage } from '../lib/notifyError';
import { graphqlRequest } from '../lib/graphqlRequest';

const PRESIGN = /* GraphQL */ `
  mutation ($filename: String!, $contentType: String!, $folder: String) {
    requestPresignedUpload(filename: $filename, contentType: $contentType, folder: $folder) { presignedUpload { url fields key fileUrl } }
  }
`;

export interface PresignedUpload {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly fileUrl: string;
}

/** The drop zone's refusal of a file, before any request (spec 001 sections 5 and 9); null when accepted. */
export function rejectionOf(file: File, folder: UploadFolder): string | null {
  const kind = uploadKindOfFolder(folder);
  if (!contentTypeAccepted(kind, file.type)) return uploadMessages.typeNotAccepted;
  if (file.size > uploadLimits[kind]) return uploadMessages.tooLarge(formatFileSize(uploadLimits[kind]));
  return null;
}

/**
 * Spec 001 section 7 'File upload': ask for a presigned address, PUT the raw file with its type and the
 * returned fields as headers through XHR (for the progress), and give back the file's address.
 * Rejects with the spec's pt-BR messages.
 */
export async function uploadFile(
  file: File,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
  /** The admin endpoint of another account: the wizard uploads into the account it has just created. */
  endpoint: string = endpoints.admin,
): Promise<string> {
  let upload: PresignedUpload;
  try {
    const data = await graphqlRequest<{ requestPresignedUpload: { presignedUpload: PresignedUpload } }>(
      endpoint,
      PRESIGN,
      {
        filename: file.name,
        contentType: file.type,
        folder,
      },
    );
    upload = data.requestPresignedUpload.presignedUpload;
  } catch (error) {
    throw new Error(uploadMessages.presignFailed(errorMessage(error)));
  }
  return putPresigned(file, upload, onProgress);
}

/** PUTs the raw file to a presigned address (XHR, for the progress); answers the file's address. */
export async function putPresigned(
  file: File,
  upload: PresignedUpload,
  onProgress: (percent: number) => void,
): Promise<string> {
  // In local development a storage host alias is rewritten to the page's own host.
  const url = upload.url.replace(/^https?:\/\/(minio|storage|s3)(:\d+)?/, window.location.origin);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    for (const [name, value] of Object.entries(upload.fields ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let refusal = '';
      try {
        refusal = (JSON.parse(xhr.responseText) as { error?: string }).error ?? '';
      } catch {
        // not JSON: the status line says it all
      }
      reject(new Error(refusal || uploadMessages.failed(xhr.status, xhr.statusText)));
    };
    xhr.onerror = () => reject(new Error(uploadMessages.network));
    xhr.send(file);
  });
  onProgress(100);
  return upload.fileUrl;
}
