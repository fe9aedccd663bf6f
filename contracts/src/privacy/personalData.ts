import { z } from 'zod';

/**
 * LGPD erasure by crypto-shredding (issue 27, finding 9): which fields of which events are a student's
 * personal data. Each is sealed at append with the key of its subject (one key per student, kept outside
 * the log: platform's SubjectKeyStore) and opened on every read (platform's `personalDataEventStore`).
 * Erasing the student deletes the key: the events keep their ids, dates, types and amounts (what an audit
 * needs) and the sealed fields read as `ERASED_NAME` (names) or '' (everything else) from then on.
 */
export interface PersonalDataRule {
  /** The subject whose key seals the fields: `<accountId>:<studentId>`; null when the event names none. */
  readonly subject: (data: Record<string, unknown>) => string | null;
  /** Dot paths of the string fields sealed (a null or missing field stays as it is). */
  readonly fields: readonly string[];
}

export const studentSubject = (accountId: string, studentId: string): string => `${accountId}:${studentId}`;

const byStudent = (data: Record<string, unknown>): string | null =>
  typeof data.accountId === 'string' && typeof data.studentId === 'string'
    ? studentSubject(data.accountId, data.studentId)
    : null;

const profileFields = ['name', 'lastName', 'email', 'phone', 'cpf', 'birthdate', 'gympassId', 'avatarUrl'].map(
  (f) => `profile.${f}`,
);

export const personalDataRules: Readonly<Record<string, PersonalDataRule>> = {
  StudentRegistered: { subject: byStudent, fields: profileFields },
  StudentProfileUpdated: { subject: byStudent, fields: profileFields },
  StudentEmailClaimed: { subject: byStudent, fields: ['email'] },
  StudentEmailReleased: { subject: byStudent, fields: ['email'] },
  StudentPasswordReset: { subject: byStudent, fields: ['email'] },
  // A campaign's delivery names the student, addresses them and personalises the subject with their name.
  CampaignDeliverySent: { subject: byStudent, fields: ['studentName', 'recipient', 'subject'] },
  CampaignDeliveryFailed: { subject: byStudent, fields: ['studentName', 'recipient', 'subject', 'error'] },
  // What the student wrote or was written (a campaign's message is personalised with their name).
  InboxMessageSent: { subject: byStudent, fields: ['subject', 'body'] },
  InboxReplySent: { subject: byStudent, fields: ['senderName', 'body'] },
  ParticipationSubmitted: { subject: byStudent, fields: ['mediaUrl', 'comment'] },
  PointsMovementRecorded: { subject: byStudent, fields: ['obs'] },
  // A member's comment (a staff reply names no student).
  CommentPosted: {
    subject: (data) => {
      const author = data.author as { id?: unknown } | null | undefined;
      return data.byStaff === false && typeof data.accountId === 'string' && typeof author?.id === 'string'
        ? studentSubject(data.accountId, author.id)
        : null;
    },
    fields: ['author.name', 'author.avatar', 'message'],
  },
  // A hosted checkout keeps the buyer's data until the provider confirms the payment (issue 18's store 'stripe').
  CheckoutSessionOpened: {
    subject: byStudent,
    fields: ['name', 'lastName', 'email', 'cpf', 'phone'].map((f) => `customer.${f}`),
  },
  ReviewSubmitted: {
    subject: (data) =>
      typeof data.accountId === 'string' && typeof data.userId === 'string'
        ? studentSubject(data.accountId, data.userId)
        : null,
    fields: ['userName', 'comment'],
  },
};

/** What a sealed name reads as once its key is gone (the other sealed fields read as ''). */
export const ERASED_NAME = 'Aluno removido';
/** Fields (last path segment) that read as ERASED_NAME after erasure. */
export const erasedNameFields: ReadonlySet<string> = new Set(['name', 'studentName', 'userName']);

/** Staff erased a student (LGPD): what the audit keeps, no personal data. */
export const studentErasedV1 = z.object({
  accountId: z.string(),
  studentId: z.string(),
  erasedAt: z.string(),
});
export type StudentErased = { type: 'StudentErased'; data: z.infer<typeof studentErasedV1> };

export const privacyEventSchemas = {
  StudentErased: { version: 1, schema: studentErasedV1 },
} as const;
