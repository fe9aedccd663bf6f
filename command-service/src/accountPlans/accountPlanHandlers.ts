import { accountPlanInputSchema, accountPlanMessages, relationshipInputSchema, toSaoPauloDate } from '@gym/contracts';
import { handleCommand, NotFoundError, uuid } from '@gym/platform';
import { getAccountById, getAccountPlan, getInvoice, getRelationship } from '@gym/projection-service';
import { metadataOf, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { accountPlanDecider, invoiceDecider, relationshipDecider } from './accountPlanDeciders.ts';
import { accountPlanStreams } from './accountPlanStreams.ts';

import type { Operator } from './operator.ts';

/** The events land on the operator's tenant, or on the account they concern. */
const operatorMetadata = (operator: Operator, accountId = 'alderaan') => metadataOf({ ...operator, accountId });

/** createOrUpdateAccountPlan: a new plan, or an existing one (which must exist) changed. */
export async function saveAccountPlan(svc: Services, operator: Operator, rawInput: unknown) {
  const input = parseInput(accountPlanInputSchema, rawInput);
  if (input.id && !(await getAccountPlan(svc.documents, input.id)))
    throw new NotFoundError(accountPlanMessages.planNotFound);
  const accountPlanId = input.id ?? uuid();
  const result = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.plan(accountPlanId),
    decider: accountPlanDecider,
    command: { type: 'SaveAccountPlan', data: { accountPlanId, input, savedAt: svc.clock.now().toISOString() } },
    metadata: operatorMetadata(operator),
  });
  return { accountPlanId, position: result.position };
}

/** createOrUpdateAccountPlanRelationship: subscribes an account to a plan (the decider checks both exist). */
export async function saveRelationship(svc: Services, operator: Operator, args: Record<string, unknown>) {
  const input = parseInput(relationshipInputSchema, args, []);
  const [account, plan] = await Promise.all([
    getAccountById(svc.documents, input.accountId),
    getAccountPlan(svc.documents, input.accountPlanId),
  ]);
  if (input.id) {
    const existing = await getRelationship(svc.documents, input.id);
    if (!existing || existing.accountId !== input.accountId)
      throw new NotFoundError(accountPlanMessages.subscriptionNotFound);
  }
  const relationshipId = input.id ?? uuid();
  const now = svc.clock.now();
  const result = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.relationship(relationshipId),
    decider: relationshipDecider,
    command: {
      type: 'SaveRelationship',
      data: {
        relationshipId,
        input,
        plan,
        accountExists: account !== null,
        today: toSaoPauloDate(now),
        savedAt: now.toISOString(),
      },
    },
    metadata: operatorMetadata(operator, input.accountId),
  });
  return { relationshipId, position: result.position };
}

/** markAccountInvoicePaid: the operator records a payment received outside the platform. */
export async function markInvoicePaid(svc: Services, operator: Operator, invoiceId: string) {
  const invoice = await getInvoice(svc.documents, invoiceId);
  if (!invoice) throw new NotFoundError(accountPlanMessages.invoiceNotFound);
  const result = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.invoice(invoice.relationshipId, invoice.periodIndex),
    decider: invoiceDecider,
    command: { type: 'MarkInvoicePaid', data: { invoiceId: invoice.id, paidAt: svc.clock.now().toISOString() } },
    metadata: operatorMetadata(operator, invoice.accountId),
  });
  return { invoiceId: invoice.id, position: result.position };
}
