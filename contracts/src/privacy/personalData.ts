import { z } from 'zod';
import type { SubjectOf } from './personal.ts';

/**
 * LGPD erasure by crypto-shredding (issue 27, finding 9): which fields of which events are a student's
 * personal data. Each is sealed at append with the key of its subject (one key per student, kept outside
 * the log: platform's SubjectKeyStore) and opened on every read (platform's `personalDataEventStore`).
 * Erasing the student deletes the key: the events keep their ids, dates, types and amounts (what an audit
 * needs) and the sealed fields read as `ERASED_NAME` (names) or '' (everything else) from then on.
 * The fields are declared in each event's schema (`personal()`, `sealedFor()` in ./personal.ts); the rules
 * are read off them (`personalDataRules`, events/personalDataRules.ts).
 */
export interface PersonalDataRule {
  /** The subject whose key seals the fields: `<accountId>:<studentId>`; null when the event names none. */
  readonly subject: SubjectOf;
  /** Dot paths of the string fields sealed (a null or missing field stays as it is). */
  readonly fields: readonly string[];
}

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
