import {
  accountSettingsMessages,
  loginInputSchema,
  messages,
  registrationRulesOf,
  securityMessages,
  signUpInputSchema,
  staffRoles,
  type StudentDoc,
} from '@gym/contracts';
import { studentAsDecided } from '../web/decidedAnswer.ts';
import {
  ForbiddenError,
  IllegalStateError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  uuid,
  ValidationError,
} from '@gym/platform';
import { getAccountById, getStudent } from '@gym/projection-service';
import type { LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { credentialStamp } from '../auth/credentialStamp.ts';
import type { Services } from '../services.ts';
import { minimalProfile, registerMember } from '../students/studentHandlers.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { parseInput } from '../validation.ts';
import { loadOperator, OPERATOR_SCOPE } from './operators.ts';
import { type LoginPlace, mailUnlockLink } from './loginUnlock.ts';

// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const dummyHash = hashPassword('not-a-real-password');
const invalidCredentials = () => new UnauthenticatedError(messages.invalidCredentials);

/**
 * The credential when the password is right; every attempt goes through the limiter (before and after). The first
 * failure that closes this (e-mail, address) pair mails the unlock link, once per e-mail and window, and only to a
 * login that exists (the answer is the same either way).
 */
async function checkPassword(
  svc: Services,
  limiter: LoginRateLimiter,
  place: LoginPlace,
  ctx: RequestContext,
  email: string,
  password: string,
) {
  const device = ctx.device?.id ?? null;
  await limiter.before(place.scope, ctx.clientAddress, email, device);
  const credential = await svc.credentials.get(place.scope, email);
  const ok = (await verifyPassword(password, credential?.passwordHash ?? (await dummyHash))) && Boolean(credential);
  // A right password names the browser (a new device cookie if it had none), so it is trusted next time.
  const verdict = await limiter.after(
    place.scope,
    ctx.clientAddress,
    email,
    ok ? (ctx.device?.remember() ?? null) : device,
    ok,
  );
  if (verdict === 'lockedNow' && credential && limiter.mayMailUnlock(place.scope, email))
    await mailUnlockLink(svc, place, email).catch(() => undefined); // the refusal stands even if the mail fails
  if (verdict === 'limited' || verdict === 'lockedNow') throw new RateLimitedError();
  if (!credential || !ok) throw invalidCredentials();
  return credential;
}

export function identityResolvers(svc: Services, limiter: LoginRateLimiter) {
  async function authUser(member: StudentDoc, ctx: RequestContext, passwordHash: string) {
    const { token } = await svc.tokens.issue({
      userId: member.id,
      scope: member.accountId,
      rule: member.rule,
      credentialStamp: credentialStamp(passwordHash),
    });
    return {
      id: member.id,
      name: member.name,
      lastName: member.lastName,
      email: member.email,
      token,
      status: member.status,
      rule: member.rule,
      accountCode: ctx.account?.code ?? null,
    };
  }

  /** login at `/{account}/graphql` and `/{account}/admin/graphql`: a member of this account. */
  async function memberLogin(args: unknown, ctx: RequestContext, staffOnly: boolean) {
    const account = ctx.account;
    if (!account) throw new NotFoundError(messages.accountNotFound);
    const { email, password } = parseInput(loginInputSchema, args, []);
    const place = { scope: account.id, code: account.code, name: account.name };
    const credential = await checkPassword(svc, limiter, place, ctx, email, password);
    const member = await getStudent(svc.documents, account.id, credential.userId);
    if (!member) throw invalidCredentials();
    if (account.status === 'desativado' || account.status === 'arquivado')
      throw new IllegalStateError(messages.accountInactive);
    if (staffOnly && !staffRoles.includes(member.rule)) throw new ForbiddenError();
    return authUser(member, ctx, credential.passwordHash);
  }

  return {
    accountLogin: (args: unknown, ctx: RequestContext) => memberLogin(args, ctx, false),
    adminLogin: (args: unknown, ctx: RequestContext) => memberLogin(args, ctx, true),

    async operatorLogin(args: unknown, ctx: RequestContext) {
      const { email, password } = parseInput(loginInputSchema, args, []);
      const place = { scope: OPERATOR_SCOPE, code: OPERATOR_SCOPE, name: 'plataforma' };
      const credential = await checkPassword(svc, limiter, place, ctx, email, password);
      const operator = await loadOperator(svc, credential.userId);
      if (!operator) throw invalidCredentials();
      const { token } = await svc.tokens.issue({
        userId: credential.userId,
        scope: OPERATOR_SCOPE,
        rule: 'operator',
        credentialStamp: credentialStamp(credential.passwordHash),
      });
      const [name = operator.name, ...rest] = operator.name.split(' ');
      return {
        id: credential.userId,
        name,
        lastName: rest.join(' '),
        email: operator.email,
        token,
        status: 'ativo',
        rule: 'operator',
        accountCode: null,
      };
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
      await limiter.signUp(actor.accountId, ctx.clientAddress);
      const studentId = uuid();
      const passwordHash = await hashPassword(password);
      let position: number;
      try {
        position = await registerMember(
          svc,
          { ...actor, userId: studentId },
          {
            studentId,
            rule: 'student',
            origin: 'app',
            profile: { ...minimalProfile(name, lastName, email), status: rules.registerStatus },
          },
        );
      } catch (error) {
        // An e-mail already registered is not named as such (issue 27, finding 5): the owner's right
        // password signs them in, as a login would; anything else gets the generic refusal.
        if (!(error instanceof ValidationError) || !error.issues.some((i) => i.message === messages.emailTaken))
          throw error;
        const credential = await svc.credentials.get(actor.accountId, email);
        const passwordOk = await verifyPassword(password, credential?.passwordHash ?? (await dummyHash));
        const member =
          credential && passwordOk ? await getStudent(svc.documents, actor.accountId, credential.userId) : null;
        if (member && credential) {
          const device = ctx.device?.remember();
          if (device) limiter.trustDevice(actor.accountId, email, device);
          return {
            ...(await authUser(member, ctx, credential.passwordHash)),
            requiresPlan: rules.requiresPlanOnSignup,
          };
        }
        throw new ValidationError([{ path: [], message: securityMessages.signUpRefused }]);
      }
      await svc.credentials.put({
        scope: actor.accountId,
        email,
        userId: studentId,
        passwordHash,
        updatedAt: svc.clock.now().toISOString(),
      });
      // The new member's browser is trusted for their login, as after a login (issue 36: a member who just signed
      // up is not locked out by someone guessing their e-mail).
      const device = ctx.device?.remember();
      if (device) limiter.trustDevice(actor.accountId, email, device);
      // The member as the sign-up decided it, even when the read models are late (issue 27, finding 10).
      const member = await studentAsDecided(svc, actor.accountId, studentId, position);
      if (!member) throw new NotFoundError(messages.studentNotFound);
      return { ...(await authUser(member, ctx, passwordHash)), requiresPlan: rules.requiresPlanOnSignup };
    },

    async me(_args: unknown, ctx: RequestContext) {
      const member = ctx.member;
      if (!member) return null;
      return {
        id: member.id,
        name: member.name,
        lastName: member.lastName,
        email: member.email,
        token: '',
        status: member.status,
        rule: member.rule,
        accountCode: ctx.account?.code ?? null,
      };
    },
  };
}
