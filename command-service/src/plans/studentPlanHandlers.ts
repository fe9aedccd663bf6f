import { messages, planColorOf, planMessages, studentPlanInputSchema, toSaoPauloDate } from '@gym/contracts';
import { handleCommand, IllegalStateError, NotFoundError, uuid } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { parseInput } from '../validation.ts';
import { planDecider } from './planDecider.ts';
import { planStream } from './planHandlers.ts';
import {
  studentPlanDecider,
  studentPlanIdOfPayment,
  type SoldPlan,
  type StudentPlanCommand,
} from './studentPlanDecider.ts';

export const studentPlanStream = streams.studentPlan;
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

function clocked(svc: Services) {
  const at = svc.clock.now();
  return { now: at.toISOString(), today: toSaoPauloDate(at) };
}

async function runCommand(svc: Services, actor: Actor, studentPlanId: string, command: StudentPlanCommand) {
  return handleCommand(svc.eventStore, {
    streamId: studentPlanStream(studentPlanId),
    decider: studentPlanDecider,
    command,
    metadata: metadataOf(actor),
  });
}

/** The catalogue plan as sold now; another account's plan reads as missing. */
async function soldPlan(svc: Services, actor: Actor, planId: string): Promise<SoldPlan> {
  const state = isUuid(planId) ? await loadState(svc.eventStore, planDecider, planStream(planId)) : null;
  if (!state || state.status === 'none' || state.accountId !== actor.accountId)
    throw new NotFoundError(planMessages.planNotFound);
  if (state.status === 'archived') throw new IllegalStateError(planMessages.planArchived);
  const { name, color, planType, value, recurrence, recurrenceValue, billingTriggerType, billingTriggerDay, cycles } =
    state.plan;
  return {
    planId,
    name,
    color: planColorOf(color),
    planType,
    value,
    recurrence,
    recurrenceValue,
    billingTriggerType,
    billingTriggerDay,
    cycles,
  };
}

/**
 * createOrUpdatePlanToUser (spec 002): validates the form, then assigns the catalogue plan to the student
 * (pricing it and scheduling its payments) or changes an assigned plan's terms and status.
 */
export async function saveStudentPlan(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ studentPlanId: string; position: number }> {
  const input = parseInput(studentPlanInputSchema, args, []);
  const time = clocked(svc);
  const terms = {
    status: input.status,
    startDate: input.startDate ?? time.today,
    endDate: input.endDate,
    discount: input.discountType ? input.discount : 0,
    discountType: input.discountType,
    installments: input.installments,
    // Default payment method: outros (spec 002 section 5).
    paymentMethod: input.paymentMethod ?? 'outros',
  };
  if (input.id) {
    const studentPlanId = input.id;
    const current = await loadState(svc.eventStore, studentPlanDecider, studentPlanStream(studentPlanId));
    if (current.status === 'none' || current.accountId !== actor.accountId || current.studentId !== input.userId)
      throw new NotFoundError(planMessages.studentPlanNotFound);
    const result = await runCommand(svc, actor, studentPlanId, {
      type: 'ChangeStudentPlan',
      data: { ...time, accountId: actor.accountId, studentPlanId, terms },
    });
    return { studentPlanId, position: result.position };
  }
  const student = isUuid(input.userId)
    ? await loadState(svc.eventStore, studentDecider, streams.student(input.userId))
    : null;
  if (student?.status !== 'registered' || student.accountId !== actor.accountId)
    throw new NotFoundError(messages.studentNotFound);
  const plan = await soldPlan(svc, actor, input.planId);
  const studentPlanId = uuid();
  const result = await runCommand(svc, actor, studentPlanId, {
    type: 'AssignPlan',
    data: { ...time, accountId: actor.accountId, studentPlanId, studentId: input.userId, plan, terms },
  });
  return { studentPlanId, position: result.position };
}

/** setPaymentReceived: pending to received, once; there is no way back (spec 002). */
export async function markPaymentReceived(
  svc: Services,
  actor: Actor,
  paymentId: string,
  received: boolean,
  /** A provider's confirmed amount (a webhook's): the payment is marked only when it is the payment's value. */
  paidAmount?: number,
): Promise<{ studentPlanId: string; position: number }> {
  if (!received) throw new IllegalStateError(planMessages.paymentReversalNotAllowed);
  const studentPlanId = studentPlanIdOfPayment(paymentId);
  if (!studentPlanId) throw new NotFoundError(planMessages.paymentNotFound);
  const result = await runCommand(svc, actor, studentPlanId, {
    type: 'MarkPaymentReceived',
    data: {
      ...clocked(svc),
      accountId: actor.accountId,
      studentPlanId,
      paymentId,
      ...(paidAmount === undefined ? {} : { paidAmount }),
    },
  });
  return { studentPlanId, position: result.position };
}

/** The time-driven step for one plan: start it if its day came, expire it if its end date passed, close an elapsed freeze. */
export async function applyCalendar(
  svc: Services,
  accountId: string,
  studentPlanId: string,
): Promise<{ position: number; decided: number }> {
  const actor: Actor = { accountId, userId: null, correlationId: `calendar-${studentPlanId}` };
  const result = await runCommand(svc, actor, studentPlanId, {
    type: 'ApplyCalendar',
    data: { ...clocked(svc), accountId, studentPlanId },
  });
  return { position: result.position, decided: result.events.length };
}

/** Staff cancel a plan's renewal: it ends at its current period's end. */
export async function cancelStudentPlanRenewal(
  svc: Services,
  actor: Actor,
  studentPlanId: string,
): Promise<{ studentPlanId: string; position: number }> {
  if (!isUuid(studentPlanId)) throw new NotFoundError(planMessages.studentPlanNotFound);
  const result = await runCommand(svc, actor, studentPlanId, {
    type: 'CancelRenewal',
    data: { ...clocked(svc), accountId: actor.accountId, studentPlanId },
  });
  return { studentPlanId, position: result.position };
}

/** The renewal step for one plan: opens period `periodIndex` if it is the next one and its day came; else nothing. */
export async function openNextPeriod(
  svc: Services,
  accountId: string,
  studentPlanId: string,
  periodIndex: number,
): Promise<{ position: number; decided: number }> {
  const actor: Actor = { accountId, userId: null, correlationId: `renewal-${studentPlanId}-${periodIndex}` };
  const result = await runCommand(svc, actor, studentPlanId, {
    type: 'OpenNextPeriod',
    data: { ...clocked(svc), accountId, studentPlanId, periodIndex },
  });
  return { position: result.position, decided: result.events.length };
}
