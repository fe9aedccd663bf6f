import {
  checkinMessages,
  messages,
  type EntitlementQuestion,
  type CheckinSettings,
  type ProgramClassDoc,
  type ValidCheckinInput,
} from '@gym/contracts';
import { deterministicId, IllegalStateError, ValidationError } from '@gym/platform';
import { freezeCovering, PROGRAM_CLASSES } from '@gym/projection-service';
import { studentIdByEmail, studentOf } from '../students/studentOf.ts';
import { loadState, streams } from '../aggregates.ts';
import { loadEntitlementQuestion } from '../entitlement/entitlementFacts.ts';
import { branchOf } from '../branches/branchHandlers.ts';
import { programClassOf, programOf } from '../programs/programHandlers.ts';
import type { Actor, Services } from '../services.ts';
import { checkinIdOf, classDayDecider, type ClassFacts, type PassCheck } from './classDayDecider.ts';
import { weekdayOf } from '@gym/contracts';
import { checkinSettingsDecider } from './checkinSettingsDecider.ts';

/**
 * The one place the check-in handlers read the world: every fact the class-day decider needs, looked up
 * before it decides, so that every refusal is the decider's (spec 002 check-in rules).
 */

export const classDayStream = (programClassId: string, classDate: string) =>
  `classDay-${deterministicId('class-day', programClassId, classDate)}`;
export const checkinSettingsStream = streams.checkinSettings;

export const loadCheckinSettings = (svc: Services, accountId: string): Promise<CheckinSettings> =>
  loadState(svc.eventStore, checkinSettingsDecider, checkinSettingsStream(accountId));

/** The class, its program, branch and the account's booking settings on one date. */
export async function loadClassFacts(
  svc: Services,
  accountId: string,
  programClassId: string,
  classDate: string,
): Promise<ClassFacts> {
  const programClass = await programClassOf(svc, accountId, programClassId);
  const program = await programOf(svc, accountId, programClass.programId);
  const branch = await branchOf(svc, accountId, program.fields.filialId);
  return {
    accountId,
    branchId: program.fields.filialId,
    programId: programClass.programId,
    programName: program.fields.name,
    programClassId,
    classDate,
    startTime: programClass.fields.startTime,
    endTime: programClass.fields.endTime,
    limit: programClass.fields.limit,
    weekDays: programClass.fields.weekDays,
    maximumCheckinsPerDay: program.fields.maximumCheckinsPerDay,
    passProvider: branch.fields.passIntegration ?? 'gympass',
    gymId: branch.fields.gymId,
    settings: await loadCheckinSettings(svc, accountId),
  };
}

/** Gympass / Totalpass: the provider's answer for a token (the decider turns a refusal into its message). */
export async function loadPassCheck(svc: Services, facts: ClassFacts, token: string | null): Promise<PassCheck | null> {
  if (!token) return null;
  try {
    return {
      provider: facts.passProvider,
      accepted: await svc.passes.validate({ provider: facts.passProvider, token, gymId: facts.gymId }),
    };
  } catch {
    // The provider could not be reached: no decision can be made, so this is not a rule of the decider.
    throw new IllegalStateError(checkinMessages.passUnreachable);
  }
}

/** The selected student, or the account's student with the new-user e-mail; null when there is none yet. */
// From the event log, not the students read model: a student saved while the projector is behind exists.
async function knownStudent(svc: Services, actor: Actor, input: ValidCheckinInput): Promise<string | null> {
  if (input.userId) {
    if (!(await studentOf(svc, actor.accountId, input.userId))) {
      throw new ValidationError([{ path: ['userId'], message: messages.studentNotFound }]);
    }
    return input.userId;
  }
  return studentIdByEmail(svc, actor.accountId, input.email as string);
}

/** Active check-ins of the student in the program's other classes that day (maximumCheckinsPerDay). */
async function otherCheckinsInProgram(svc: Services, facts: ClassFacts, studentId: string): Promise<number> {
  const weekday = weekdayOf(facts.classDate);
  const classes = await svc.documents
    .collection<ProgramClassDoc>(PROGRAM_CLASSES)
    .find({ accountId: facts.accountId, programId: facts.programId });
  let count = 0;
  for (const other of classes) {
    if (other.id === facts.programClassId || !other.weekDays.includes(weekday)) continue;
    const state = await loadState(svc.eventStore, classDayDecider, classDayStream(other.id, facts.classDate));
    const entry = state.checkins[checkinIdOf(other.id, facts.classDate, studentId)];
    if (entry && entry.status !== 'deleted') count++;
  }
  return count;
}

export interface StudentFacts {
  /** null: the form names a new student, registered together with the check-in. */
  readonly studentId: string | null;
  /** End date of a freeze (trancamento) covering the class date, if any. */
  readonly frozenUntil: string | null;
  readonly otherCheckinsInProgramToday: number;
}

export interface CheckInFacts {
  readonly class: ClassFacts;
  readonly pass: PassCheck | null;
  readonly student: StudentFacts;
  /** The entitlement rule's question for this member and class (issue 34). */
  readonly entitlement: EntitlementQuestion;
}

/** Everything a check-in decision needs, for createOrUpdateCheckin's new check-ins. */
export async function loadCheckInFacts(
  svc: Services,
  actor: Actor,
  input: ValidCheckinInput,
  classDate: string,
): Promise<CheckInFacts> {
  const facts = await loadClassFacts(svc, actor.accountId, input.programClassId, classDate);
  const pass = await loadPassCheck(svc, facts, input.token);
  const studentId = await knownStudent(svc, actor, input);
  const entitlement = await loadEntitlementQuestion(
    svc,
    actor.accountId,
    studentId,
    {
      programId: facts.programId,
      programName: facts.programName,
      classDate,
      checkinId: studentId ? checkinIdOf(facts.programClassId, classDate, studentId) : '',
    },
    svc.clock.now().toISOString(),
    pass?.accepted === true,
    facts.settings,
  );
  if (studentId === null)
    return {
      class: facts,
      pass,
      student: { studentId, frozenUntil: null, otherCheckinsInProgramToday: 0 },
      entitlement,
    };
  const freeze = await freezeCovering(svc.documents, actor.accountId, studentId, classDate);
  const counted = facts.maximumCheckinsPerDay !== null && !input.forceCheckin;
  const others = counted ? await otherCheckinsInProgram(svc, facts, studentId) : 0;
  return {
    class: facts,
    pass,
    student: {
      studentId,
      frozenUntil: freeze?.endDate ?? null,
      otherCheckinsInProgramToday: others,
    },
    entitlement,
  };
}
