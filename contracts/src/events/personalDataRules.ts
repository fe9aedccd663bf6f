import type { z } from 'zod';
import { declaredFields, subjectOfSchema } from '../privacy/personal.ts';
import type { PersonalDataRule } from '../privacy/personalData.ts';
import { eventSchemas } from './registry.ts';

/**
 * The sealing rules read off the event schemas: the fields marked `personal()` (dot paths, in the schema's
 * order: the first one present holds the envelope) and the subject the schema declares with `sealedFor()`.
 * What the sealing cannot honour fails when the contracts load, not later in the log: a personal field
 * without a subject, inside a list, or not a string (the sealed value replaces the string in place).
 */
export function personalDataRulesOf(
  schemas: Readonly<Record<string, { readonly schema: z.ZodType }>>,
): Record<string, PersonalDataRule> {
  const rules: Record<string, PersonalDataRule> = {};
  for (const [type, { schema }] of Object.entries(schemas)) {
    const fields = declaredFields(schema).filter((field) => field.mark?.personal === true);
    if (fields.length === 0) continue;
    for (const field of fields) {
      if (field.path.includes('[]'))
        throw new Error(`${type}.${field.path}: personal data inside a list or record cannot be sealed`);
      if (field.type !== 'string') throw new Error(`${type}.${field.path}: only strings can be sealed (${field.type})`);
    }
    const subject = subjectOfSchema(schema);
    if (!subject)
      throw new Error(`${type} has personal fields but no subject: declare its schema with sealedFor(subject, …)`);
    rules[type] = { subject, fields: fields.map((field) => field.path) };
  }
  return rules;
}

/** Which fields of which events are sealed with whose key (platform's `personalDataEventStore`). */
export const personalDataRules: Readonly<Record<string, PersonalDataRule>> = personalDataRulesOf(eventSchemas);
