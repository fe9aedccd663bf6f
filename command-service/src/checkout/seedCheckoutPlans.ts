import type { DocumentStore } from '@gym/platform';
import { savePlan } from '../plans/planHandlers.ts';
import type { Actor, Services } from '../services.ts';
import { plansOnSale } from '@gym/projection-service';

/** The demo gym's plans on sale at /demo/checkout (paid through the sandbox's test cards). */
const demoPlans = [
  {
    name: 'Plano Mensal',
    description: 'Acesso livre à academia por um mês.',
    value: 9990,
    installments: 1,
    recurrence: 'month',
    recurrenceValue: 1,
  },
  {
    name: 'Plano Trimestral',
    description: 'Três meses de treino com avaliação física inclusa.',
    value: 26970,
    installments: 3,
    recurrence: 'month',
    recurrenceValue: 3,
  },
  {
    name: 'Plano Anual',
    description: 'Um ano de academia pelo melhor preço, em até 12 vezes.',
    value: 89900,
    installments: 12,
    recurrence: 'month',
    recurrenceValue: 12,
  },
] as const;

export async function seedCheckoutPlans(svc: Services, actor: Actor): Promise<number> {
  let position = 0;
  for (const plan of demoPlans) {
    const saved = await savePlan(svc, actor, { ...plan, planType: 'normal', externalStores: ['mundipagg'] });
    position = Math.max(position, saved.position);
  }
  return position;
}

/** The address printed at start-up: the checkout of the demo gym's first plan on sale. */
export async function demoCheckoutPath(docs: DocumentStore, accountId: string, accountCode: string): Promise<string> {
  const [first] = await plansOnSale(docs, accountId);
  return first ? `/${accountCode}/checkout?plan=${first.code}` : `/${accountCode}/checkout`;
}
