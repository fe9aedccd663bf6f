import {
  checkinInputSchema,
  checkinMessages,
  fillMessage,
  formatDate,
  messages,
  type CheckinDoc,
  type CheckinSettings,
  type CheckinStatus,
  type ProgramClassDoc,
  type StudentDoc,
  type ValidCheckinInput,
} from '@gym/contracts';
import { deterministicId, handleCommand, IllegalStateError, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { CHECKINS, PROGRAM_CLASSES, STUDENTS, freezeCovering, getStudent } from '@gym/projection-service';
import { loadState } from '../aggregates.ts';
import { branchOf } from '../branches/branchHandlers.ts';
import { programClassOf, programOf } from '../programs/programHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { checkinIdOf, classDayDecider, type ClassDayCommand, type ClassFacts } from './classDayDecider.ts';
import { saoPauloToday, weekdayOf } from './classTime.ts';
import { checkinSettingsDecider } from './checkinSettingsDecider.ts';
import { keyedLock } from './keyedLock.ts';

export const classDayStream = (programClassId: string, classDate: string) => `classDay-${deterministicId('class-day', programClassId, classDate)}`;
export const checkinSettingsStream = (accountId: string) => `checkinSettings-${accountId}`;

const serialized = keyedLock();

export const loadCheckinSettings = (svc: Services, accountId: string): Promise<CheckinSettings> =>
  loadState(svc.eventStore, checkinSettingsDecider, checkinSettingsStream(accountId));

/** Everything the class-day decider needs to know about one class on one date. */
async function classFacts(svc: Services, accountId: string, programClassId: string, classDate: string) {
  const programClass = await programClassOf(svc, accountId, programClassId);
  const program = await programOf(svc, accountId, programClass.programId);
  const branch = await branchOf(svc, accountId, program.fields.filialId);
  const facts: ClassFacts = {
    accountId,
    branchId: program.fields.filialId,
    programId: programClass.programId,
    programClassId,
    classDate,
    startTime: programClass.fields.startTime,
    endTime: programClass.fields.endTime,
    limit: programClass.fields.limit,
    settings: await loadCheckinSettings(svc, accountId),
  };
  return { facts, programClass, program, branch };
}

async function decideOnClassDay(svc: Services, actor: Actor, command: ClassDayCommand) {
  const { programClassId, classDate } = command.data.class;
  const streamId = classDayStream(programClassId, classDate);
  return serialized(streamId, () =>
    handleCommand(svc.eventStore, { streamId, decider: classDayDecider, command, metadata: metadataOf(actor), maxRetries: 10 }),
  );
}

/** The selected student, or the account's student with the new-user e-mail; null when there is none yet. */
async function existingStudent(svc: Services, actor: Actor, input: ValidCheckinInput): Promise<string | null> {
  if (input.userId) {
    if (!(await getStudent(svc.documents, actor.accountId, input.userId))) {
      throw new ValidationError([{ path: ['userId'], message: messages.studentNotFound }]);
    }
    return input.userId;
  }
  const [found] = await svc.documents.collection<StudentDoc>(STUDENTS).find({ accountId: actor.accountId, email: input.email as string }, { limit: 1 });
  return found?.id ?? null;
}

async function registerFromCheckin(svc: Services, actor: Actor, input: ValidCheckinInput): Promise<string> {
  const studentId = uuid();
  const profile = { ...minimalProfile(input.name as string, input.lastName ?? '', input.email as string), gender: input.gender ?? '-' };
  const position = await registerMember(svc, actor, { studentId, profile, rule: 'student', origin: 'panel' });
  await svc.readModelsReached(position);
  return studentId;
}

/** Gympass / Totalpass: a token goes through the pass port; without one the check-in is validated. */
async function statusFor(svc: Services, token: string | null, branch: Awaited<ReturnType<typeof branchOf>>): Promise<CheckinStatus> {
  if (!token) return 'validated';
  const provider = branch.fields.passIntegration ?? 'gympass';
  const label = provider === 'gympass' ? 'Gympass' : 'Totalpass';
  let valid: boolean;
  try {
    valid = await svc.passes.validate({ provider, token, gymId: branch.fields.gymId });
  } catch {
    throw new IllegalStateError(checkinMessages.passUnreachable);
  }
  if (!valid) throw new ValidationError([{ path: ['token'], message: fillMessage(checkinMessages.invalidPassToken, { provider: label }) }]);
  return provider === 'gympass' ? 'checkin gympass' : 'checkin totalpass';
}

/** Active check-ins of the student in the program's other classes that day (maximumCheckinsPerDay). */
async function otherCheckinsInProgram(svc: Services, accountId: string, programId: string, programClassId: string, classDate: string, studentId: string) {
  const weekday = weekdayOf(classDate);
  const classes = await svc.documents.collection<ProgramClassDoc>(PROGRAM_CLASSES).find({ accountId, programId });
  let count = 0;
  for (const other of classes) {
    if (other.id === programClassId || !other.weekDays.includes(weekday)) continue;
    const state = await loadState(svc.eventStore, classDayDecider, classDayStream(other.id, classDate));
    const entry = state.checkins[checkinIdOf(other.id, classDate, studentId)];
    if (entry && entry.status !== 'deleted') count++;
  }
  return count;
}

export interface CheckinOutcome {
  readonly checkinId: string;
  readonly status: string;
  readonly message: string;
  readonly position: number;
}

/** createOrUpdateCheckin (spec 002): every rule is decided on the class-day stream. */
export async function saveCheckin(svc: Services, actor: Actor, args: unknown): Promise<CheckinOutcome> {
  const input = parseInput(checkinInputSchema, args, []);
  const now = svc.clock.now().toISOString();
  if (input.id) return updateCheckin(svc, actor, input, now);

  const classDate = input.classDate ?? saoPauloToday(now);
  const { facts, programClass, program, branch } = await classFacts(svc, actor.accountId, input.programClassId, classDate);
  if (!programClass.fields.weekDays.includes(weekdayOf(classDate))) {
    throw new ValidationError([{ path: ['classDate'], message: checkinMessages.notOnWeekday }]);
  }
  const status = await statusFor(svc, input.token, branch);
  const max = program.fields.maximumCheckinsPerDay;
  const known = await existingStudent(svc, actor, input);
  // A frozen plan (trancamento) accepts no check-in, forced or not: staff end the freeze first.
  const freeze = known === null ? null : await freezeCovering(svc.documents, actor.accountId, known, classDate);
  if (freeze) throw new IllegalStateError(fillMessage(checkinMessages.planFrozen, { endDate: formatDate(freeze.endDate) }));
  const command = (studentId: string, others: number): ClassDayCommand => ({
    type: 'CheckIn',
    data: {
      class: facts, checkinId: checkinIdOf(facts.programClassId, classDate, studentId), studentId, status, force: input.forceCheckin,
      joinWaitlist: input.waitlist, maximumCheckinsPerDay: max, otherCheckinsInProgramToday: others, now,
    },
  });
  if (known === null) {
    // A refused check-in must not leave a new student behind: decide on the current state first.
    const state = await loadState(svc.eventStore, classDayDecider, classDayStream(facts.programClassId, classDate));
    classDayDecider.decide(command('new-student', 0), state);
  }
  const studentId = known ?? (await registerFromCheckin(svc, actor, input));
  const others = max === null || input.forceCheckin ? 0 : await otherCheckinsInProgram(svc, actor.accountId, facts.programId, facts.programClassId, classDate, studentId);
  const checkinId = checkinIdOf(facts.programClassId, classDate, studentId);
  const result = await decideOnClassDay(svc, actor, command(studentId, others));
  const joined = result.events.find((e) => e.type === 'WaitlistJoined');
  if (joined) {
    const position = result.newState.waitlist.findIndex((w) => w.studentId === studentId) + 1;
    return { checkinId, status: 'waitlist', message: fillMessage(checkinMessages.waitlistJoined, { position }), position: result.position };
  }
  return { checkinId, status, message: checkinMessages.success, position: result.position };
}

/** Only today's check-ins can be edited (spec 002); editing re-validates the pass token. */
async function updateCheckin(svc: Services, actor: Actor, input: ValidCheckinInput, now: string): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, input.id as string);
  if (doc.classDate !== saoPauloToday(now)) throw new IllegalStateError(checkinMessages.onlyToday);
  const { facts, branch } = await classFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  const status = await statusFor(svc, input.token, branch);
  const result = await decideOnClassDay(svc, actor, { type: 'ValidateCheckin', data: { class: facts, checkinId: doc.id, status, now } });
  return { checkinId: doc.id, status, message: checkinMessages.success, position: result.position };
}

export async function checkinOf(svc: Services, accountId: string, checkinId: string): Promise<CheckinDoc> {
  const doc = await svc.documents.collection<CheckinDoc>(CHECKINS).get(checkinId);
  if (!doc || doc.accountId !== accountId) throw new NotFoundError(checkinMessages.notFound);
  return doc;
}

/** Cancels a check-in (or leaves the waitlist); a freed place promotes the first in line. */
export async function cancelCheckin(svc: Services, actor: Actor, checkinId: string, force: boolean): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, checkinId);
  const now = svc.clock.now().toISOString();
  const { facts } = await classFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  if (doc.status === 'waitlist') {
    // Leaving the line is a cancellation too; it frees no place.
    const left = await decideOnClassDay(svc, actor, { type: 'LeaveWaitlist', data: { class: facts, studentId: doc.studentId, now } });
    return { checkinId, status: 'deleted', message: checkinMessages.cancelled, position: left.position };
  }
  const result = await decideOnClassDay(svc, actor, { type: 'CancelCheckin', data: { class: facts, checkinId, force, now } });
  return { checkinId, status: 'deleted', message: checkinMessages.cancelled, position: result.position };
}

/** Staff mark a no-show once the class is over. */
export async function markNoShow(svc: Services, actor: Actor, checkinId: string): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, checkinId);
  const now = svc.clock.now().toISOString();
  const { facts } = await classFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  const result = await decideOnClassDay(svc, actor, { type: 'MarkNoShow', data: { class: facts, checkinId, now } });
  return { checkinId, status: doc.status, message: checkinMessages.noShowMarked, position: result.position };
}
