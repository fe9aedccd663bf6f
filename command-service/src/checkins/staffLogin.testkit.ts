import { uuid } from '@gym/platform';
import { hashPassword } from '../auth/passwords.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import type { TestServer } from '../testing/testServer.testkit.ts';

/** A staff member of the demo account with a login (no API registers staff yet); returns a token. */
export async function staffToken(t: TestServer, rule: 'coach' | 'manager', email: string): Promise<string> {
  const svc = t.server.services;
  const account = await t.gql('/demo/admin/graphql', '{ account { id } }', {}, await t.adminToken());
  const accountId = account.data.account.id as string;
  const studentId = uuid();
  const position = await registerMember(
    svc,
    { accountId, userId: null, correlationId: 'test' },
    {
      studentId,
      profile: minimalProfile('Equipe', rule, email),
      rule,
      origin: 'panel',
    },
  );
  await svc.readModelsReached(position);
  await svc.credentials.put({
    scope: accountId,
    email,
    userId: studentId,
    passwordHash: await hashPassword('senha-da-equipe'),
    updatedAt: new Date().toISOString(),
  });
  return t.login('demo', email, 'senha-da-equipe');
}
