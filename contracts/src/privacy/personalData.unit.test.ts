import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { personalDataRules, personalDataRulesOf } from '../events/personalDataRules.ts';
import { eventSchemas } from '../events/registry.ts';
import { byStudent, declaredFields, notPersonal, personal, sealedFor } from './personal.ts';

/** Words that make a field look like someone's personal data (English and Portuguese), compared whole. */
const LOOKS_PERSONAL = new Set([
  ...['name', 'nome', 'email', 'mail', 'cpf', 'rg', 'document', 'documento'],
  ...['phone', 'telefone', 'fone', 'celular', 'whatsapp', 'mobile'],
  ...['address', 'endereco', 'endereço', 'street', 'rua', 'cep', 'zip', 'zipcode', 'postal'],
  ...['birthdate', 'birthday', 'birth', 'nascimento', 'avatar', 'photo', 'foto', 'picture', 'selfie'],
]);
/** `studentName` → student, name; `e_mail` → e, mail; `[]` (a list's items) is left out. */
const wordsOf = (path: string): string[] =>
  (
    path
      .split('.')
      .filter((part) => part !== '[]')
      .at(-1) ?? ''
  )
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9à-ÿ]+/)
    .filter(Boolean);
const looksPersonal = (path: string) => wordsOf(path).some((word) => LOOKS_PERSONAL.has(word));

/** Fields that look personal and are declared neither way, as `Type.path`. */
function undeclared(schemas: Readonly<Record<string, { readonly schema: z.ZodType }>>): string[] {
  return Object.entries(schemas).flatMap(([type, { schema }]) =>
    declaredFields(schema)
      .filter((field) => looksPersonal(field.path) && !field.mark)
      .map((field) => `${type}.${field.path}`),
  );
}

describe('personal data declared in the event schemas', () => {
  it('every field of every event that looks personal is declared personal or not personal (with a reason)', () => {
    expect(undeclared(eventSchemas)).toEqual([]);
  });

  it('every "not personal" gives its reason', () => {
    const reasonless = Object.entries(eventSchemas).flatMap(([type, { schema }]) =>
      declaredFields(schema)
        .filter((field) => field.mark?.personal === false && field.mark.reason.trim().length < 10)
        .map((field) => `${type}.${field.path}`),
    );
    expect(reasonless).toEqual([]);
  });

  it('the check finds a new personal-looking field nobody declared, in English or Portuguese, nested or listed', () => {
    const schemas = {
      Sample: {
        schema: z.object({
          studentId: z.string(),
          nomeCompleto: z.string(),
          contact: z.object({ e_mail: z.string().nullable(), mobilePhone: z.string().optional() }),
          guardians: z.array(z.object({ birthDate: z.string() })),
          extra: z.intersection(z.object({ fotoUrl: z.string() }), z.object({ cep: z.string() })),
          declared: personal(z.string()),
          planName: notPersonal(z.string(), "the plan's name, the gym's product"),
          height: z.number(),
        }),
      },
    };
    expect(undeclared(schemas)).toEqual([
      'Sample.nomeCompleto',
      'Sample.contact.e_mail',
      'Sample.contact.mobilePhone',
      'Sample.guardians.[].birthDate',
      'Sample.extra.fotoUrl',
      'Sample.extra.cep',
    ]);
  });

  it('derives the same rules the hand-written list held (issue 27), field order included', () => {
    const profile = ['name', 'lastName', 'email', 'phone', 'cpf', 'birthdate', 'gympassId', 'avatarUrl'];
    expect(Object.fromEntries(Object.entries(personalDataRules).map(([type, rule]) => [type, rule.fields]))).toEqual({
      StudentRegistered: profile.map((f) => `profile.${f}`),
      StudentProfileUpdated: profile.map((f) => `profile.${f}`),
      StudentEmailClaimed: ['email'],
      StudentEmailReleased: ['email'],
      StudentPasswordReset: ['email'],
      CampaignDeliverySent: ['studentName', 'recipient', 'subject'],
      CampaignDeliveryFailed: ['studentName', 'recipient', 'subject', 'error'],
      InboxMessageSent: ['subject', 'body'],
      InboxReplySent: ['senderName', 'body'],
      ParticipationSubmitted: ['mediaUrl', 'comment'],
      PointsMovementRecorded: ['obs'],
      CommentPosted: ['author.name', 'author.avatar', 'message'],
      CheckoutSessionOpened: ['name', 'lastName', 'email', 'cpf', 'phone'].map((f) => `customer.${f}`),
      ReviewSubmitted: ['userName', 'comment'],
    });
  });

  it('seals with the subject each schema declares', () => {
    const subjectOf = (type: string, data: Record<string, unknown>) => personalDataRules[type]?.subject(data);
    expect(subjectOf('StudentRegistered', { accountId: 'a', studentId: 's' })).toBe('a:s');
    expect(subjectOf('CheckoutSessionOpened', { accountId: 'a' })).toBeNull();
    expect(subjectOf('ReviewSubmitted', { accountId: 'a', userId: 'u' })).toBe('a:u');
    expect(subjectOf('CommentPosted', { accountId: 'a', byStaff: false, author: { id: 'u' } })).toBe('a:u');
    // A staff reply names no student: no key, in clear.
    expect(subjectOf('CommentPosted', { accountId: 'a', byStaff: true, author: { id: 'u' } })).toBeNull();
  });

  it('refuses, when the contracts load, a personal field the sealing cannot honour', () => {
    const rulesOf = (schema: z.ZodType) => () => personalDataRulesOf({ E: { schema } });
    expect(rulesOf(z.object({ name: personal(z.string()) }))).toThrow('E has personal fields but no subject');
    expect(rulesOf(sealedFor(byStudent, z.object({ names: z.array(personal(z.string())) })))).toThrow(
      'E.names.[]: personal data inside a list',
    );
    expect(rulesOf(sealedFor(byStudent, z.object({ height: personal(z.number()) })))).toThrow(
      'E.height: only strings can be sealed',
    );
    expect(rulesOf(sealedFor(byStudent, z.object({ name: personal(z.string().nullable()) })))()).toEqual({
      E: { subject: byStudent, fields: ['name'] },
    });
  });

  it('marks a copy: the schema passed in stays unmarked and parses the same', () => {
    const shared = z.string().trim();
    const marked = personal(shared);
    expect(declaredFields(z.object({ a: shared }))[0]?.mark).toBeUndefined();
    expect(declaredFields(z.object({ a: marked }))[0]?.mark).toEqual({ personal: true });
    expect(marked.parse(' Ana ')).toBe('Ana');
  });
});
