import { accountPlanInputSchema, addMonths, toSaoPauloDate } from '@gym/contracts';
import { handleCommand, uuid } from '@gym/platform';
import { getAccountPlan } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { runAccountBilling } from './accountBilling.ts';
import { accountPlanDecider, relationshipDecider } from './accountPlanDeciders.ts';
import { accountPlanStreams } from './accountPlanStreams.ts';

/**
 * Demo: a monthly plan (R$ 99,00 per 50 active students, billed at the close of each month, two pricing
 * rules) and the demo gym subscribed to it since a month ago, so its first period has just closed and
 * the billing job issues one invoice.
 */
export async function seedAccountPlan(svc: Services, accountId: string): Promise<void> {
  const metadata = { accountId: 'alderaan', userId: 'seed', correlationId: 'seed' };
  const accountPlanId = uuid();
  const input = accountPlanInputSchema.parse({
    name: 'Plano Academia',
    recurrence: 'monthly',
    planType: 'users',
    planTypeValue: 50,
    maxInstallments: 3,
    value: 9_900,
    billingTriggerType: 'end_of_period',
    cycles: 0,
    accountPlanPricingRules: [
      { metricType: 'users', metricThreshold: 100, basePrice: 40_000, description: 'Acima de 100 alunos', order: 1 },
      { metricType: 'filials', metricThreshold: 3, basePrice: 5_000, description: 'A partir de 3 filiais', order: 2 },
    ],
  });
  const now = svc.clock.now();
  const plan = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.plan(accountPlanId),
    decider: accountPlanDecider,
    command: { type: 'SaveAccountPlan', data: { accountPlanId, input, savedAt: now.toISOString() } },
    metadata,
  });
  await svc.readModelsReached(plan.position, 10_000);
  const today = toSaoPauloDate(now);
  const relationshipId = uuid();
  const rel = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.relationship(relationshipId),
    decider: relationshipDecider,
    command: {
      type: 'SaveRelationship',
      data: {
        relationshipId,
        input: {
          accountId,
          accountPlanId,
          paymentMethod: 'boleto',
          store: 'mundipagg',
          startPlan: addMonths(today, -1),
          installments: 1,
        },
        plan: await getAccountPlan(svc.documents, accountPlanId),
        accountExists: true,
        today,
        savedAt: now.toISOString(),
      },
    },
    metadata: { ...metadata, accountId },
  });
  await svc.readModelsReached(rel.position, 10_000);
  await runAccountBilling(svc);
}
