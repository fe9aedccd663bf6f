import {
  checkinInputSchema,
  checkinMessages,
  fillMessage,
  type CheckinDoc,
  type ValidCheckinInput,
} from '@gym/contracts';
import { canAppendToStreams, handleCommand, NotFoundError, uuid } from '@gym/platform';
import { CHECKINS } from '@gym/projection-service';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { minimalProfile, registerMember, type RegisterMember } from '../students/studentHandlers.ts';
import { parseInput } from '../validation.ts';
import { classDayStream, loadCheckInFacts, loadClassFacts, loadPassCheck, type CheckInFacts } from './checkinFacts.ts';
import { checkinIdOf, classDayDecider, type ClassDayCommand, type ClassDayState } from './classDayDecider.ts';
import { saoPauloToday } from '@gym/contracts';
import { keyedLock } from './keyedLock.ts';

export { classDayStream, checkinSettingsStream, loadCheckinSettings } from './checkinFacts.ts';

const serialized = keyedLock();

export interface CheckinOutcome {
  readonly checkinId: string;
  readonly status: string;
  readonly message: string;
  readonly position: number;
  /** The class day's stream the decision was appended to: the answer folds it when the read model is late. */
  readonly streamId?: string;
}

const classDayCommand = (actor: Actor, command: ClassDayCommand) => {
  const { programClassId, classDate } = command.data.class;
  return {
    streamId: classDayStream(programClassId, classDate),
    decider: classDayDecider,
    command,
    metadata: metadataOf(actor),
    maxRetries: 10,
  };
};

/** Decides one command on its class-day stream (one at a time per stream in this process: fewer retries). */
function decideOnClassDay(svc: Services, actor: Actor, command: ClassDayCommand) {
  const options = classDayCommand(actor, command);
  return serialized(options.streamId, () => handleCommand(svc.eventStore, options));
}

function checkInCommand(
  input: ValidCheckinInput,
  facts: CheckInFacts,
  studentId: string,
  now: string,
  forcedBy: string | null,
): ClassDayCommand {
  const c = facts.class;
  return {
    type: 'CheckIn',
    data: {
      class: c,
      checkinId: checkinIdOf(c.programClassId, c.classDate, studentId),
      studentId,
      pass: facts.pass,
      frozenUntil: facts.student.frozenUntil,
      entitlement: facts.entitlement,
      force: input.forceCheckin,
      forcedBy: input.forceCheckin ? forcedBy : null,
      joinWaitlist: input.waitlist,
      otherCheckinsInProgramToday: facts.student.otherCheckinsInProgramToday,
      now,
    },
  };
}

/**
 * A check-in that names a new student registers them with it: the e-mail claim, the registration and the
 * check-in in one transaction, so a refused check-in leaves no student behind. Stores without multi-stream
 * appends (EventStoreDB) register first, so there the decider is asked on the current state before.
 */
async function checkInNewStudent(
  svc: Services,
  actor: Actor,
  input: ValidCheckinInput,
  facts: CheckInFacts,
  now: string,
) {
  const studentId = uuid();
  const profile = {
    ...minimalProfile(input.name as string, input.lastName ?? '', input.email as string),
    gender: input.gender ?? '-',
  };
  const member: RegisterMember = { studentId, profile, rule: 'student', origin: 'panel' };
  const command = checkInCommand(input, facts, studentId, now, actor.userId);
  const options = classDayCommand(actor, command);
  if (canAppendToStreams(svc.eventStore)) {
    await serialized(options.streamId, () => registerMember(svc, actor, member, [options]));
  } else {
    classDayDecider.decide(command, await loadState(svc.eventStore, classDayDecider, options.streamId));
    await svc.readModelsReached(await registerMember(svc, actor, member));
    await decideOnClassDay(svc, actor, command);
  }
  // The class day as it is now: its waitlist place, if the student joined the line.
  return {
    studentId,
    state: await loadState(svc.eventStore, classDayDecider, options.streamId),
    position: await svc.eventStore.headPosition(),
  };
}

function outcome(
  state: ClassDayState,
  checkinId: string,
  studentId: string,
  position: number,
  streamId: string,
): CheckinOutcome {
  const entry = state.checkins[checkinId];
  if (entry && entry.status !== 'deleted')
    return { checkinId, status: entry.status, message: checkinMessages.success, position, streamId };
  const place = state.waitlist.findIndex((w) => w.studentId === studentId) + 1;
  return {
    checkinId,
    status: 'waitlist',
    message: fillMessage(checkinMessages.waitlistJoined, { position: place }),
    position,
    streamId,
  };
}

/** createOrUpdateCheckin (spec 002): load the facts, let the class-day decider decide, append. */
export async function saveCheckin(svc: Services, actor: Actor, args: unknown): Promise<CheckinOutcome> {
  const input = parseInput(checkinInputSchema, args, []);
  const now = svc.clock.now().toISOString();
  if (input.id) return updateCheckin(svc, actor, input, now);
  const facts = await loadCheckInFacts(svc, actor, input, input.classDate ?? saoPauloToday(now));
  const { programClassId, classDate } = facts.class;
  if (facts.student.studentId === null) {
    const created = await checkInNewStudent(svc, actor, input, facts, now);
    return outcome(
      created.state,
      checkinIdOf(programClassId, classDate, created.studentId),
      created.studentId,
      created.position,
      classDayStream(programClassId, classDate),
    );
  }
  const studentId = facts.student.studentId;
  const result = await decideOnClassDay(svc, actor, checkInCommand(input, facts, studentId, now, actor.userId));
  return outcome(
    result.newState,
    checkinIdOf(programClassId, classDate, studentId),
    studentId,
    result.position,
    classDayStream(programClassId, classDate),
  );
}

/** Editing a check-in re-validates its pass token; the decider keeps it to today's. */
async function updateCheckin(
  svc: Services,
  actor: Actor,
  input: ValidCheckinInput,
  now: string,
): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, input.id as string);
  const facts = await loadClassFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  const pass = await loadPassCheck(svc, facts, input.token);
  const result = await decideOnClassDay(svc, actor, {
    type: 'ValidateCheckin',
    data: { class: facts, checkinId: doc.id, pass, now },
  });
  return outcome(
    result.newState,
    doc.id,
    doc.studentId,
    result.position,
    classDayStream(doc.programClassId, doc.classDate),
  );
}

export async function checkinOf(svc: Services, accountId: string, checkinId: string): Promise<CheckinDoc> {
  const doc = await svc.documents.collection<CheckinDoc>(CHECKINS).get(checkinId);
  if (!doc || doc.accountId !== accountId) throw new NotFoundError(checkinMessages.notFound);
  return doc;
}

/** Cancels a check-in (or leaves the waitlist); a freed place promotes the first in line. */
export async function cancelCheckin(
  svc: Services,
  actor: Actor,
  checkinId: string,
  force: boolean,
): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, checkinId);
  const now = svc.clock.now().toISOString();
  const facts = await loadClassFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  // Leaving the line is a cancellation too; it frees no place.
  const command: ClassDayCommand =
    doc.status === 'waitlist'
      ? { type: 'LeaveWaitlist', data: { class: facts, studentId: doc.studentId, now } }
      : { type: 'CancelCheckin', data: { class: facts, checkinId, force, now } };
  const result = await decideOnClassDay(svc, actor, command);
  return { checkinId, status: 'deleted', message: checkinMessages.cancelled, position: result.position };
}

/** Staff mark a no-show once the class is over. */
export async function markNoShow(svc: Services, actor: Actor, checkinId: string): Promise<CheckinOutcome> {
  const doc = await checkinOf(svc, actor.accountId, checkinId);
  const now = svc.clock.now().toISOString();
  const facts = await loadClassFacts(svc, actor.accountId, doc.programClassId, doc.classDate);
  const result = await decideOnClassDay(svc, actor, { type: 'MarkNoShow', data: { class: facts, checkinId, now } });
  return { checkinId, status: doc.status, message: checkinMessages.noShowMarked, position: result.position };
}
