import { accountSettingsMessages, loginInputSchema, messages, registrationRulesOf, signUpInputSchema, staffRoles, type StudentDoc } from '@gym/contracts';
import { ForbiddenError, IllegalStateError, NotFoundError, UnauthenticatedError, uuid } from '@gym/platform';
import { getAccountById, getStudent } from '@gym/projection-service';
import type { LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { loadOperator, OPERATOR_SCOPE } from './operators.ts';

// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const dummyHash = hashPassword('not-a-real-password');
const invalidCredentials = () => new UnauthenticatedError(messages.invalidCredentials);

async function checkPassword(svc: Services, scope: string, email: string, password: string) {
  const credential = await svc.credentials.get(scope, email);
  const ok = await verifyPassword(password, credential?.passwordHash ?? (await dummyHash));
  if (!credential || !ok) throw invalidCredentials();
  return credential;
}

export function identityResolvers(svc: Services, limiter: LoginRateLimiter) {
  async function authUser(member: StudentDoc, ctx: RequestContext) {
    const { token } = await svc.tokens.issue({ userId: member.id, scope: member.accountId, rule: member.rule });
    return { id: member.id, name: member.name, lastName: member.lastName, email: member.email, token, status: member.status, rule: member.rule, accountCode: ctx.account?.code ?? null };
  }

  /** login at `/{account}/graphql` and `/{account}/admin/graphql`: a member of this account. */
  async function memberLogin(args: unknown, ctx: RequestContext, staffOnly: boolean) {
    const account = ctx.account;
    if (!account) throw new NotFoundError(messages.accountNotFound);
    const { email, password } = parseInput(loginInputSchema, args, []);
    await limiter.consume(account.id, ctx.clientAddress, email);
    const credential = await checkPassword(svc, account.id, email, password);
    const member = await getStudent(svc.documents, account.id, credential.userId);
    if (!member) throw invalidCredentials();
    if (account.status === 'desativado' || account.status === 'arquivado') throw new IllegalStateError(messages.accountInactive);
    if (staffOnly && !staffRoles.includes(member.rule)) throw new ForbiddenError();
    await limiter.reset(account.id, email);
    return authUser(member, ctx);
  }

  return {
    accountLogin: (args: unknown, ctx: RequestContext) => memberLogin(args, ctx, false),
    adminLogin: (args: unknown, ctx: RequestContext) => memberLogin(args, ctx, true),

    async operatorLogin(args: unknown, ctx: RequestContext) {
      const { email, password } = parseInput(loginInputSchema, args, []);
      await limiter.consume(OPERATOR_SCOPE, ctx.clientAddress, email);
      const credential = await checkPassword(svc, OPERATOR_SCOPE, email, password);
      const operator = await loadOperator(svc, credential.userId);
      if (!operator) throw invalidCredentials();
      await limiter.reset(OPERATOR_SCOPE, email);
      const { token } = await svc.tokens.issue({ userId: credential.userId, scope: OPERATOR_SCOPE, rule: 'operator' });
      const [name = operator.name, ...rest] = operator.name.split(' ');
      return { id: credential.userId, name, lastName: rest.join(' '), email: operator.email, token, status: 'ativo', rule: 'operator', accountCode: null };
    },

    /**
     * signUp at `/{account}/graphql`: a visitor becomes a student of the account, signed in, under the
     * account's Novos Cadastros settings: refused when registration is off, registered with the
     * default status, and told when a plan must be chosen (`requiresPlan`).
     */
    async signUp(args: unknown, ctx: RequestContext) {
      const actor = actorOf(ctx);
      // Read fresh, not from the address cache: a registration just closed must refuse at once.
      const rules = registrationRulesOf((await getAccountById(svc.documents, actor.accountId)) ?? {});
      if (!rules.registerEnabled) throw new ForbiddenError(accountSettingsMessages.registrationClosed);
      const { name, lastName, email, password } = parseInput(signUpInputSchema, args, []);
      const studentId = uuid();
      const passwordHash = await hashPassword(password);
      const position = await registerMember(svc, { ...actor, userId: studentId }, {
        studentId,
        rule: 'student',
        origin: 'app',
        profile: { ...minimalProfile(name, lastName, email), status: rules.registerStatus },
      });
      await svc.credentials.put({ scope: actor.accountId, email, userId: studentId, passwordHash, updatedAt: svc.clock.now().toISOString() });
      await svc.readModelsReached(position);
      const member = await getStudent(svc.documents, actor.accountId, studentId);
      if (!member) throw new NotFoundError(messages.studentNotFound);
      return { ...(await authUser(member, ctx)), requiresPlan: rules.requiresPlanOnSignup };
    },

    async me(_args: unknown, ctx: RequestContext) {
      const member = ctx.member;
      if (!member) return null;
      return { id: member.id, name: member.name, lastName: member.lastName, email: member.email, token: '', status: member.status, rule: member.rule, accountCode: ctx.account?.code ?? null };
    },
  };
}
