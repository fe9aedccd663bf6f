import type { Services } from '../services.ts';
import { streams } from '../aggregates.ts';

export interface StudentTraces {
  /** Every e-mail the student's profile has had (the system mail sent to them under it). */
  readonly emails: string[];
  /** The account's uploaded files the student's profile has pointed at (their photos). */
  readonly uploadKeys: string[];
}

/** `…/files/<key>` of this account → the key; anything else (an outside address) → null. */
export function uploadKeyOfUrl(url: unknown, accountId: string): string | null {
  if (typeof url !== 'string') return null;
  const match = /\/files\/([^?#]+)/.exec(url);
  const key = match ? decodeURIComponent(match[1]!) : null;
  return key?.startsWith(`${accountId}/`) ? key : null;
}

/**
 * What outside the log and the read models still points at the student: read from every profile of
 * their stream (opened, so before the erasure deletes their key), not only the last one, so a photo
 * replaced or an e-mail changed is found too (issue 36, item 6).
 */
export async function studentTraces(svc: Services, accountId: string, studentId: string): Promise<StudentTraces> {
  const { events } = await svc.eventStore.readStream(streams.student(studentId));
  const emails = new Set<string>();
  const uploadKeys = new Set<string>();
  for (const event of events) {
    const profile = (event.data as { profile?: { email?: unknown; avatarUrl?: unknown } }).profile;
    if (!profile) continue;
    if (typeof profile.email === 'string' && profile.email) emails.add(profile.email.toLowerCase());
    const key = uploadKeyOfUrl(profile.avatarUrl, accountId);
    if (key) uploadKeys.add(key);
  }
  return { emails: [...emails], uploadKeys: [...uploadKeys] };
}
