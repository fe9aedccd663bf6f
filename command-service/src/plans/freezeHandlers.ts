import { freezeInputSchema, freezeLimitsInputSchema, toSaoPauloDate } from '@gym/contracts';
import { handleCommand } from '@gym/platform';
import { loadState } from '../aggregates.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { freezeLimitsDecider } from './freezeLimitsDecider.ts';
import { studentPlanDecider } from './studentPlanDecider.ts';
import { studentPlanStream } from './studentPlanHandlers.ts';

const limitsStream = (accountId: string) => `planFreezeLimits-${accountId}`;

export const freezeLimitsOf = (svc: Services, accountId: string) =>
  loadState(svc.eventStore, freezeLimitsDecider, limitsStream(accountId));

export async function setFreezeLimits(svc: Services, actor: Actor, args: unknown) {
  const { minDays, maxDays } = parseInput(freezeLimitsInputSchema, args, []);
  await handleCommand(svc.eventStore, {
    streamId: limitsStream(actor.accountId),
    decider: freezeLimitsDecider,
    command: {
      type: 'SetFreezeLimits',
      data: { accountId: actor.accountId, minDays, maxDays, now: svc.clock.now().toISOString() },
    },
    metadata: metadataOf(actor),
  });
  return { minDays, maxDays };
}

/** Freezes (tranca) a student plan within the account's limits. */
export async function freezeStudentPlan(
  svc: Services,
  actor: Actor,
  args: unknown,
): Promise<{ studentPlanId: string; position: number }> {
  const input = parseInput(freezeInputSchema, args, []);
  const at = svc.clock.now();
  const today = toSaoPauloDate(at);
  const limits = await freezeLimitsOf(svc, actor.accountId);
  const result = await handleCommand(svc.eventStore, {
    streamId: studentPlanStream(input.id),
    decider: studentPlanDecider,
    command: {
      type: 'FreezeStudentPlan',
      data: {
        accountId: actor.accountId,
        studentPlanId: input.id,
        startDate: input.startDate ?? today,
        days: input.days,
        reason: input.reason,
        limits,
        now: at.toISOString(),
        today,
      },
    },
    metadata: metadataOf(actor),
  });
  return { studentPlanId: input.id, position: result.position };
}

/** Staff end a freeze early; the days not used come back off the plan's dates. */
export async function endStudentPlanFreeze(svc: Services, actor: Actor, studentPlanId: string): Promise<number> {
  const at = svc.clock.now();
  const result = await handleCommand(svc.eventStore, {
    streamId: studentPlanStream(studentPlanId),
    decider: studentPlanDecider,
    command: {
      type: 'EndStudentPlanFreeze',
      data: { accountId: actor.accountId, studentPlanId, now: at.toISOString(), today: toSaoPauloDate(at) },
    },
    metadata: metadataOf(actor),
  });
  return result.position;
}
