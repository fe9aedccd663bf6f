import type { Role } from '@gym/contracts';
import { uuid } from '@gym/platform';
import { getAccountByCode } from '@gym/projection-service';
import { hashPassword } from '../auth/passwords.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import type { TestServer } from '../testing/testServer.testkit.ts';

/** Registers a member with a role and a login in an account of the test server; answers their token. */
export async function memberWithRole(
  t: TestServer,
  accountCode: string,
  rule: Role,
  email: string,
  password = 'senha-equipe-1',
): Promise<string> {
  const svc = t.server.services;
  const account = await getAccountByCode(svc.documents, accountCode);
  if (!account) throw new Error(`no account ${accountCode}`);
  const userId = uuid();
  const position = await registerMember(
    svc,
    { accountId: account.id, userId: null, correlationId: 'test' },
    {
      studentId: userId,
      rule,
      origin: 'panel',
      profile: minimalProfile('Pessoa', rule, email),
    },
  );
  await svc.credentials.put({
    scope: account.id,
    email,
    userId,
    passwordHash: await hashPassword(password),
    updatedAt: new Date().toISOString(),
  });
  await svc.readModelsReached(position);
  return t.login(accountCode, email, password);
}
