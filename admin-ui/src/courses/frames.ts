import { courseConstants } from '@gym/contracts/courses/courseMessages';

/** Spec 001 section 9: a captured frame whose data URL is under 10,000 characters is treated as empty. */
export const isEmptyFrame = (dataUrl: string | null | undefined): boolean =>
  !dataUrl || dataUrl.length < courseConstants.emptyFrameMinChars;

/** A data URL as a File, for the upload. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const [head, body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
}

/** Modal preview mode from an image ratio (width / height): 0.6-0.75 poster, 1.5-2 cover, otherwise both. */
export function modeOfRatio(ratio: number): 'poster' | 'cover' | 'both' {
  if (ratio >= 0.6 && ratio <= 0.75) return 'poster';
  if (ratio >= 1.5 && ratio <= 2) return 'cover';
  return 'both';
}
