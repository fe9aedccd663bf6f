import { z } from 'zod';

/** Spec 001 section 9: upload maximums in bytes per media kind. */
export const uploadLimits = {
  image: 10_485_760,
  video: 943_718_400,
  audio: 52_428_800,
  attachment: 5_242_880,
} as const;

export type UploadKind = keyof typeof uploadLimits;

/** Spec 001 sections 7 and 9 (folders), plus `avatars` for the student photo (issue 19). */
export const uploadFolders = [
  'exercises/videos',
  'images',
  'videos',
  'avatars',
  'workouts/videos',
  'workouts/audios',
  'workouts/images',
  'workouts/attachments',
  'courses/covers',
  'courses/posters',
  'units/videos',
  'units/audios',
  'units/covers',
  'units/posters',
  // members' course participations (issue 20)
  'participations/images',
  'participations/audios',
  'participations/videos',
] as const;

export type UploadFolder = (typeof uploadFolders)[number];

/** pt-BR texts of the drop zones and the upload errors (spec 001 sections 5, 8 and 9), then ours. */
export const uploadMessages = {
  tooLarge: (limit: string) => `Seu arquivo é muito grande. Ele precisa ter no máximo ${limit}`,
  typeNotAccepted: 'Esse formato de arquivo não é aceito',
  failed: (status: number, statusText: string) => `Falha no upload: ${status} - ${statusText}`,
  network: 'Erro de rede ou servidor',
  exception: (message: string) => `Erro ao fazer upload: ${message}`,
  presignFailed: (message: string) => `Erro ao obter URL para upload: ${message}`,
  prompts: {
    image: 'Clique para selecionar ou arraste sua imagem aqui.',
    video: 'Clique para selecionar ou arraste seu vídeo aqui.',
    audio: 'Clique para selecionar ou arraste seu áudio aqui.',
    attachment: 'Clique para selecionar ou arraste seu PDF aqui.',
  },
  // ours: the upload gate's refusals
  otherAccount: 'Este endereço de upload pertence a outra conta',
  badSignature: 'Endereço de upload inválido',
  expired: 'O endereço de upload expirou. Peça um novo e tente outra vez.',
  lengthRequired: 'Informe o tamanho do arquivo (Content-Length)',
  folderNotAllowed: 'Pasta de upload desconhecida',
  filenameRequired: 'Informe o nome do arquivo',
  fileNotFound: 'Arquivo não encontrado',
  // ours (issue 36, item 8): one PUT per grant, rates and quotas of grants
  used: 'Este endereço de upload já foi usado. Peça um novo e tente outra vez.',
  userRate: 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente outra vez.',
  accountRate: 'Esta academia fez muitos envios em pouco tempo. Aguarde alguns minutos e tente outra vez.',
  userBytes: 'Você atingiu o limite de envios. Conclua os envios em andamento ou aguarde e tente outra vez.',
  accountBytes: 'A academia atingiu o limite de envios em andamento. Aguarde alguns minutos e tente outra vez.',
} as const;

const MB = 1024 * 1024;
/**
 * Limits of upload grants (issue 36, item 8), per 10 minutes and in bytes granted and not yet used (a
 * member's stored files count too). A member may have two videos (900 MB each) on the way; staff build
 * the content library, so theirs are wider; the account's bound every user of the gym together.
 */
export const uploadQuotas = {
  member: { windowSeconds: 600, grantsPerUser: 10, bytesPerUser: 2048 * MB },
  staff: { windowSeconds: 600, grantsPerUser: 60, bytesPerUser: 20 * 1024 * MB },
  account: { grantsPerAccount: 200, openBytesPerAccount: 40 * 1024 * MB },
} as const;

/** The media kind a folder takes: its accepted types and its maximum size. */
export function uploadKindOfFolder(folder: UploadFolder): UploadKind {
  if (folder.endsWith('videos')) return 'video';
  if (folder.endsWith('audios')) return 'audio';
  if (folder.endsWith('attachments')) return 'attachment';
  return 'image';
}

/** Spec 001 section 9: image jpeg, png, gif; video any video; audio any audio; attachment zip and pdf. */
export function contentTypeAccepted(kind: UploadKind, contentType: string): boolean {
  const type = contentType.toLowerCase().split(';')[0]!.trim();
  switch (kind) {
    case 'image':
      return ['image/jpeg', 'image/png', 'image/gif'].includes(type);
    case 'video':
      return /^video\/[a-z0-9.+-]+$/.test(type);
    case 'audio':
      return /^audio\/[a-z0-9.+-]+$/.test(type);
    case 'attachment':
      return ['application/zip', 'application/x-zip-compressed', 'application/pdf'].includes(type);
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

/** File sizes in 1024 units by default, 1000 with `si` (spec 001 section 9): '10 MB', '900 MB'. */
export function formatFileSize(bytes: number, si = false): string {
  const unit = si ? 1000 : 1024;
  const names = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let i = 0;
  while (value >= unit && i < names.length - 1) {
    value /= unit;
    i += 1;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
  return `${shown} ${names[i]}`;
}

/** requestPresignedUpload(filename, contentType, folder): no folder means `videos` (the video limit applies when the type is unspecified). */
export const requestPresignedUploadInputSchema = z.object({
  filename: z.string().trim().min(1, uploadMessages.filenameRequired).max(255),
  contentType: z.string().trim().min(1, uploadMessages.typeNotAccepted).max(100),
  folder: z
    .enum(uploadFolders, { message: uploadMessages.folderNotAllowed })
    .nullish()
    .transform((f) => f ?? 'videos'),
});

/** A file name made safe for a key: accents dropped, anything else than letters, digits, dot, dash and underscore turned into a dash. */
export function safeFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (base || 'arquivo').slice(-120);
}
