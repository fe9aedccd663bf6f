import {
  studentInputSchema,
  type Origin,
  type Role,
  type StudentProfile,
  type ValidStudentInput,
} from '@gym/contracts';
import { messages } from '@gym/contracts';
import {
  canAppendToStreams,
  deterministicId,
  handleCommand,
  handleCommandsTogether,
  NotFoundError,
  uuid,
  type GroupedCommand,
} from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { studentDecider } from './studentDecider.ts';
import { studentEmailDecider } from './studentEmailDecider.ts';

export const emailStream = (accountId: string, email: string) =>
  `studentEmail-${deterministicId('student-email', accountId, email)}`;

export function toProfile(input: ValidStudentInput): StudentProfile {
  const { name, lastName, email, phone, cpf, gender, birthdate, gympassId, height, status, avatarUrl } = input;
  return { name, lastName, email, phone, cpf, gender, birthdate, gympassId, height, status, avatarUrl };
}

function emailCommand(
  actor: Actor,
  type: 'ClaimStudentEmail' | 'ReleaseStudentEmail',
  email: string,
  studentId: string,
) {
  return {
    streamId: emailStream(actor.accountId, email),
    decider: studentEmailDecider,
    command: { type, data: { accountId: actor.accountId, email, studentId } },
    metadata: metadataOf(actor),
  };
}

async function emailClaim(
  svc: Services,
  actor: Actor,
  type: 'ClaimStudentEmail' | 'ReleaseStudentEmail',
  email: string,
  studentId: string,
) {
  await handleCommand(svc.eventStore, emailCommand(actor, type, email, studentId));
}
const claimEmail = (svc: Services, actor: Actor, email: string, studentId: string) =>
  emailClaim(svc, actor, 'ClaimStudentEmail', email, studentId);
const releaseEmail = (svc: Services, actor: Actor, email: string, studentId: string) =>
  emailClaim(svc, actor, 'ReleaseStudentEmail', email, studentId);

/** The profile of someone who gave only a name and an e-mail (sign-up, a new account's owner). */
export function minimalProfile(name: string, lastName: string, email: string): StudentProfile {
  return {
    name,
    lastName,
    email,
    phone: null,
    cpf: null,
    gender: '-',
    birthdate: null,
    gympassId: null,
    height: null,
    status: 'ativo',
    avatarUrl: null,
  };
}

export interface RegisterMember {
  readonly studentId: string;
  readonly profile: StudentProfile;
  readonly rule: Role;
  readonly origin: Origin;
}

/** Registers a member of the account (a student, or staff by rule), claiming the e-mail first. */
export async function registerMember(
  svc: Services,
  actor: Actor,
  member: RegisterMember,
  alongside: readonly GroupedCommand[] = [],
): Promise<number> {
  const register = {
    streamId: streams.student(member.studentId),
    decider: studentDecider,
    command: {
      type: 'RegisterStudent' as const,
      data: { accountId: actor.accountId, ...member, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  };
  if (canAppendToStreams(svc.eventStore)) {
    // The claim and the registration in one transaction: one commit instead of two, and no release
    // to undo a claim when the registration is refused (nothing was appended).
    // Commands `alongside` (a check-in with the new student) go in the same transaction: refused, nothing is kept.
    const results = await handleCommandsTogether(svc.eventStore, [
      emailCommand(actor, 'ClaimStudentEmail', member.profile.email, member.studentId),
      register,
      ...alongside,
    ]);
    const appended = results.filter((r) => r.appended > 0);
    return appended.length > 0 ? Math.max(...appended.map((r) => r.position)) : svc.eventStore.headPosition();
  }
  // Stores without the capability: claim, then register, releasing the claim if the registration fails.
  await claimEmail(svc, actor, member.profile.email, member.studentId);
  try {
    let { position } = await handleCommand(svc.eventStore, register);
    for (const command of alongside) position = (await handleCommand(svc.eventStore, command)).position;
    return position;
  } catch (error) {
    await releaseEmail(svc, actor, member.profile.email, member.studentId);
    throw error;
  }
}

/** The optional profile fields an update keeps when the input leaves them out (name, last name and e-mail are required). */
const keptWhenLeftOut = [
  'phone',
  'cpf',
  'gender',
  'birthdate',
  'gympassId',
  'height',
  'status',
  'avatarUrl',
] as const satisfies readonly (keyof StudentProfile)[];

/**
 * createOrUpdateUser: validates the profile (spec 002 'Student edit'), then registers a new student
 * or updates an existing one; a changed e-mail is claimed before and the old one released after.
 */
export async function saveStudent(
  svc: Services,
  actor: Actor,
  input: unknown,
): Promise<{ studentId: string; position: number }> {
  const valid = parseInput(studentInputSchema, input);
  const profile = toProfile(valid);
  if (!valid.id) {
    const studentId = uuid();
    const position = await registerMember(svc, actor, { studentId, profile, rule: 'student', origin: valid.origin });
    return { studentId, position };
  }

  const studentId = valid.id;
  const current = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  if (current.status !== 'registered' || current.accountId !== actor.accountId)
    throw new NotFoundError(messages.studentNotFound);
  // What the caller did not send is kept (issue 35 item 17): only the fields present in the input change.
  const sent = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  for (const key of keptWhenLeftOut)
    if (sent[key] === undefined) (profile as Record<string, unknown>)[key] = current.profile[key];
  const emailChanged = current.profile.email !== profile.email;
  if (emailChanged) await claimEmail(svc, actor, profile.email, studentId);
  const result = await handleCommand(svc.eventStore, {
    streamId: streams.student(studentId),
    decider: studentDecider,
    command: {
      type: 'UpdateStudentProfile',
      data: { accountId: actor.accountId, studentId, profile, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  if (emailChanged) {
    await releaseEmail(svc, actor, current.profile.email, studentId);
    const login = await svc.credentials.getByUser(actor.accountId, studentId);
    if (login) await svc.credentials.put({ ...login, email: profile.email, updatedAt: svc.clock.now().toISOString() });
  }
  return { studentId, position: result.position };
}

/** Deletes a student: the log keeps the history, the read models and the login forget them. */
export async function deleteStudent(svc: Services, actor: Actor, studentId: string): Promise<number> {
  const current = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  const result = await handleCommand(svc.eventStore, {
    streamId: streams.student(studentId),
    decider: studentDecider,
    command: {
      type: 'DeleteStudent',
      data: { accountId: actor.accountId, studentId, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  if (current.status === 'registered') await releaseEmail(svc, actor, current.profile.email, studentId);
  await svc.credentials.deleteByUser(actor.accountId, studentId);
  return result.position;
}
