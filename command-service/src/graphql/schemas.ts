import { sdlByScope, type GraphqlScope } from '@gym/contracts';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { accountOfAddressResolver, operatorAccountResolvers } from '../accounts/accountResolvers.ts';
import { operatorSettingsOperations } from '../operatorSettings/operatorSettingsResolvers.ts';
import { identityResolvers } from '../identity/identityResolvers.ts';
import { planOperations } from '../plans/planResolvers.ts';
import type { Services } from '../services.ts';
import { studentResolvers } from '../students/studentResolvers.ts';
import { branchAdminOperations } from '../branches/branchResolvers.ts';
import { programAdminOperations, programMemberOperations } from '../programs/programResolvers.ts';
import { checkinAdminOperations } from '../checkins/checkinResolvers.ts';
import { checkinMemberOperations } from '../checkins/memberCheckinResolvers.ts';
import {
  appVisitAdminOperations,
  appVisitMemberOperations,
  memberAppOperations,
  qrCheckinAdminOperations,
  qrCheckinMemberOperations,
} from '../memberApp/memberAppResolvers.ts';
import {
  memberAppCustomizationAccountOperations,
  memberAppCustomizationAdminOperations,
  memberAppUnreadOperations,
} from '../memberAppCustomization/customizationResolvers.ts';
import { memberContentOperations } from '../memberContent/memberContentResolvers.ts';
import { pointsAdminOperations } from '../points/pointsResolvers.ts';
import { pointsOverviewAdminOperations } from '../pointsRules/pointsRulesResolvers.ts';
import { inboxAdminOperations, staffMessagesAdminOperations } from '../inbox/inboxResolvers.ts';
import { reviewAccountOperations } from '../reviews/reviewResolvers.ts';
import { staffReviewAdminOperations } from '../reviews/staffReviewResolvers.ts';
import { campaignAdminOperations } from '../campaigns/campaignResolvers.ts';
import { uploadOperations } from '../uploads/uploadResolvers.ts';
import { exerciseAdminOperations, exerciseMemberOperations } from '../exercises/exerciseResolvers.ts';
import { recordAdminOperations, recordMemberOperations } from '../records/personalRecordResolvers.ts';
import { courseAdminOperations, courseMemberOperations } from '../courses/courseResolvers.ts';
import { participationAdminOperations, participationMemberOperations } from '../courses/participationResolvers.ts';
import { registrationGlobalOperations } from '../registration/registrationResolvers.ts';
import { accountSettingsAdminOperations } from '../accountSettings/accountSettingsResolvers.ts';
import { passwordRecoveryAccountOperations } from '../passwordRecovery/passwordRecoveryResolvers.ts';
import { teamAdminOperations } from '../team/teamResolvers.ts';
import { coachCheckinAdminOperations } from '../coachCheckins/coachCheckinResolvers.ts';
import {
  paymentOnboardingAdminOperations,
  withAccountStripeInfo,
} from '../paymentOnboarding/paymentOnboardingResolvers.ts';
import { withPaymentSettings, withPaymentSettingsOn } from '../paymentSettings/paymentSettings.ts';
import { checkoutAppearanceAdminOperations } from '../checkoutAppearance/checkoutAppearanceResolvers.ts';
import { workoutRoutineAdminOperations } from '../workoutRoutines/workoutRoutineResolvers.ts';
import { billingAdminOperations } from '../billing/billingResolvers.ts';
import { accountPlanAdminOperations, accountPlanOperatorOperations } from '../accountPlans/accountPlanResolvers.ts';
import { categoryGlobalOperations } from '../accountPlans/categoryResolvers.ts';
import { dashboardAdminOperations } from '../dashboard/dashboardResolvers.ts';
import { socialAdminOperations, socialMemberOperations } from '../social/socialResolvers.ts';
import { memberAccountOperations } from '../memberAccount/memberAccountResolvers.ts';
import { authorize, requireFeature, type Access } from '../tenancy/guard.ts';
import type { FeatureKey } from '@gym/contracts';
import type { RequestContext } from '../tenancy/requestContext.ts';

// biome-ignore lint/suspicious/noExplicitAny: a list of resolvers each with its own args type; `unknown` would reject them (parameters are contravariant)
type RootResolver = (args: any, ctx: RequestContext) => unknown;
type Guarded = { readonly access: Access; readonly resolve: RootResolver; readonly feature?: FeatureKey };

/**
 * The operations of one feature of the console's menu (spec 000 'Admin side navigation'): refused when the
 * account lacks it (issue 35 item 19), in the one place every root field goes through (buildScopeSchemas).
 */
function gated(feature: FeatureKey, ops: Record<string, Guarded>): Record<string, Guarded> {
  return Object.fromEntries(Object.entries(ops).map(([name, op]) => [name, { ...op, feature }]));
}

/** Every root field of every endpoint, with who may call it. Nothing is reachable unguarded. */
function operations(svc: Services, limiter: LoginRateLimiter): Record<GraphqlScope, Record<string, Guarded>> {
  const identity = identityResolvers(svc, limiter);
  const students = studentResolvers(svc);
  const operator = operatorAccountResolvers(svc);
  const accountOfAddress = accountOfAddressResolver(svc);
  return {
    global: {
      ...categoryGlobalOperations(svc),
      ...registrationGlobalOperations(svc),
    },
    account: {
      account: { access: 'public', resolve: accountOfAddress },
      me: { access: 'member', resolve: identity.me },
      login: { access: 'public', resolve: identity.accountLogin },
      signUp: { access: 'public', resolve: identity.signUp },
      ...programMemberOperations(svc),
      ...checkinMemberOperations(svc),
      ...reviewAccountOperations(svc),
      ...uploadOperations(svc, 'member'),
      ...exerciseMemberOperations(svc),
      ...courseMemberOperations(svc),
      ...participationMemberOperations(svc),
      ...recordMemberOperations(svc),
      ...passwordRecoveryAccountOperations(svc),
      ...socialMemberOperations(svc),
      ...memberAppOperations(svc),
      ...qrCheckinMemberOperations(svc),
      ...appVisitMemberOperations(svc),
      ...memberAppCustomizationAccountOperations(svc),
      ...memberAppUnreadOperations(svc),
      ...memberContentOperations(svc),
      ...memberAccountOperations(svc),
    },
    admin: {
      account: { access: 'staff', resolve: withPaymentSettings(svc, withAccountStripeInfo(svc, accountOfAddress)) },
      alunos: { access: 'staff', resolve: students.alunos },
      aluno: { access: 'staff', resolve: students.aluno },
      login: { access: 'public', resolve: identity.adminLogin },
      createOrUpdateUser: { access: 'manager', resolve: students.createOrUpdateUser },
      ...planOperations(svc),
      ...branchAdminOperations(svc),
      ...programAdminOperations(svc),
      ...checkinAdminOperations(svc),
      ...gated('points', { ...pointsAdminOperations(svc), ...pointsOverviewAdminOperations(svc) }),
      ...gated('communication', inboxAdminOperations(svc)),
      ...gated('communication', campaignAdminOperations(svc)),
      ...uploadOperations(svc, 'staff'),
      ...exerciseAdminOperations(svc),
      ...gated('info-products', { ...courseAdminOperations(svc), ...participationAdminOperations(svc) }),
      ...recordAdminOperations(svc),
      ...withPaymentSettingsOn(svc, accountSettingsAdminOperations(svc), ['updateAccount']),
      ...teamAdminOperations(svc),
      ...coachCheckinAdminOperations(svc),
      ...paymentOnboardingAdminOperations(svc),
      ...checkoutAppearanceAdminOperations(svc),
      ...workoutRoutineAdminOperations(svc),
      ...billingAdminOperations(svc),
      ...accountPlanAdminOperations(svc),
      ...gated('dashboard', dashboardAdminOperations(svc)),
      ...gated('social', socialAdminOperations(svc)),
      ...qrCheckinAdminOperations(svc),
      ...appVisitAdminOperations(svc),
      ...gated('reviews', staffReviewAdminOperations(svc)),
      ...gated('communication', staffMessagesAdminOperations(svc)),
      ...memberAppCustomizationAdminOperations(svc),
    },
    alderaan: {
      accounts: { access: 'operator', resolve: withPaymentSettings(svc, operator.accounts) },
      account: { access: 'operator', resolve: withPaymentSettings(svc, operator.account) },
      login: { access: 'public', resolve: identity.operatorLogin },
      createOrUpdateAccount: {
        access: 'operator',
        resolve: withPaymentSettings(svc, operator.createOrUpdateAccount),
      },
      ...accountPlanOperatorOperations(svc),
      ...operatorSettingsOperations(svc),
    },
  };
}

export interface ScopeSchema {
  readonly schema: GraphQLSchema;
  /** Root value: each field resolver runs `authorize` before its own code. */
  readonly rootValue: Record<string, (args: unknown, ctx: RequestContext) => unknown>;
}

export function buildScopeSchemas(svc: Services, limiter: LoginRateLimiter): Record<GraphqlScope, ScopeSchema> {
  const ops = operations(svc, limiter);
  const result = {} as Record<GraphqlScope, ScopeSchema>;
  for (const scope of Object.keys(sdlByScope) as GraphqlScope[]) {
    const schema = buildSchema(sdlByScope[scope]);
    const rootFields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ];
    const scopeOps = ops[scope];
    const missing = rootFields.filter((f) => !scopeOps[f]);
    if (missing.length) throw new Error(`No resolver and access rule for ${scope}: ${missing.join(', ')}`);
    const rootValue: ScopeSchema['rootValue'] = {};
    for (const [field, { access, resolve, feature }] of Object.entries(scopeOps)) {
      rootValue[field] = async (args, ctx) => {
        authorize(ctx, access);
        requireFeature(ctx, feature);
        return resolve(args, ctx);
      };
    }
    result[scope] = { schema, rootValue };
  }
  return result;
}
