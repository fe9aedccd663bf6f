import type { OperatorRegistered } from '@gym/contracts';
import { uuid } from '@gym/platform';
import { hashPassword } from '../auth/passwords.ts';
import { streams } from '../aggregates.ts';
import type { Services } from '../services.ts';

export const OPERATOR_SCOPE = 'alderaan';

/** Registers a platform operator (used by the first-start seed); their login lives in scope alderaan. */
export async function registerOperator(
  svc: Services,
  input: { name: string; email: string; password: string },
): Promise<string> {
  const operatorId = uuid();
  const email = input.email.trim().toLowerCase();
  const event: OperatorRegistered = {
    type: 'OperatorRegistered',
    data: { operatorId, name: input.name, email, registeredAt: svc.clock.now().toISOString() },
  };
  await svc.eventStore.appendToStream(
    streams.operator(operatorId),
    [{ ...event, id: uuid(), metadata: { userId: operatorId } }],
    { expectedRevision: 'no_stream' },
  );
  await svc.credentials.put({
    scope: OPERATOR_SCOPE,
    email,
    userId: operatorId,
    passwordHash: await hashPassword(input.password),
    updatedAt: svc.clock.now().toISOString(),
  });
  return operatorId;
}

export async function loadOperator(svc: Services, operatorId: string): Promise<OperatorRegistered['data'] | null> {
  const { events } = await svc.eventStore.readStream(streams.operator(operatorId));
  const registered = events.find((e) => e.type === 'OperatorRegistered');
  return registered ? (registered.data as OperatorRegistered['data']) : null;
}
