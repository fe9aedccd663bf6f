import { memberAppAccountSdl, memberAppAdminSdl } from './memberAppSdl.ts';
import { memberAppCustomizationAccountSdl, memberAppCustomizationAdminSdl } from './memberAppCustomizationSdl.ts';
import { memberContentAccountSdl } from './memberContentSdl.ts';
import { pointsAdminSdl } from './pointsSdl.ts';
import { pointsOverviewAdminSdl } from './pointsOverviewSdl.ts';
import { inboxAdminSdl } from './inboxSdl.ts';
import { reviewsAccountSdl } from './reviewsSdl.ts';
import { staffReviewsAdminSdl } from './staffReviewsSdl.ts';
import { staffMessagesAdminSdl } from './staffMessagesSdl.ts';
import { campaignSdl } from './campaignSdl.ts';
import { uploadsSdl } from './uploadsSdl.ts';
import { exercisesAdminSdl, exercisesMemberSdl } from './exercisesSdl.ts';
import { coursesAdminSdl, coursesMemberSdl, participationsAdminSdl, participationsMemberSdl } from './coursesSdl.ts';
import { recordsAdminSdl, recordsMemberSdl } from './recordsSdl.ts';

/**
 * The GraphQL SDL of the four endpoints (spec 000 section 7). Operation names, variables and result
 * fields are the public contract of the console and the mobile app: keep them as the spec gives them.
 */

import { plansSdl } from './plansSdl.ts';
import { branchesAdminSdl } from './branchesSdl.ts';
import { checkinsAdminSdl, checkinsMemberSdl } from './checkinsSdl.ts';
import { programsAdminSdl } from './programsSdl.ts';
import { registrationGlobalSdl } from './registrationSdl.ts';
import { accountSettingsAdminSdl } from './accountSettingsSdl.ts';
import { passwordRecoveryAccountSdl } from './passwordRecoverySdl.ts';
import { teamAdminSdl } from './teamSdl.ts';
import { coachCheckinsAdminSdl } from './coachCheckinsSdl.ts';
import { paymentOnboardingAdminSdl } from './paymentOnboardingSdl.ts';
import { paymentSettingsAdminSdl, paymentSettingsOperatorSdl } from './paymentSettingsSdl.ts';
import { operatorSettingsSdl } from './operatorSettingsSdl.ts';
import { checkoutAppearanceAdminSdl } from './checkoutAppearanceSdl.ts';
import { workoutRoutinesAdminSdl } from './workoutRoutinesSdl.ts';
import { billingAdminSdl } from './billingSdl.ts';
import { accountPlansAdminSdl, accountPlansOperatorSdl } from './accountPlansSdl.ts';
import { dashboardAdminSdl } from './dashboardSdl.ts';
import { socialAdminSdl, socialMemberSdl } from './socialSdl.ts';
import { accountBillingSdl } from './accountBillingSdl.ts';
import { memberAccountSdl } from './memberAccountSdl.ts';

const sharedTypes = /* GraphQL */ `
  "A user as returned by login and signUp (spec 000: id, name, lastName, email, token, status)."
  type AuthUser {
    id: ID!
    name: String!
    lastName: String!
    email: String!
    token: String!
    status: String
    rule: String!
    accountCode: String
    "signUp only: the account requires the new member to choose a plan (Novos Cadastros)."
    requiresPlan: Boolean
  }

  type Account {
    id: ID!
    code: String!
    name: String!
    label: String!
    bio: String
    status: String!
    visibility: String!
    accountType: String!
    category: String
    subcategory: String
    features: [String!]!
    senderEmail: String
    senderName: String
    phone: String
    city: String
    state: String
    avatarUrl: String
    athletesLabel: String
    pointsLabel: String
    registerEnabled: Boolean!
    registerStatus: String!
    requiresPlanOnSignup: Boolean!
    createdAt: String!
    totalUsers: Int!
    totalUsersActive: Int!
    "An invoice of the account's plan is overdue (issue 23)."
    billingPending: Boolean!
    totalMales: Int!
    totalFemales: Int!
  }
`;

const studentTypes = /* GraphQL */ `
  type Relationship {
    origin: String!
    originLabel: String!
    registeredAt: String!
    status: String!
    points: Int!
    rule: String!
  }

  "A student (aluno): a user with a relationship to the account."
  type Student {
    id: ID!
    name: String!
    lastName: String!
    fullName: String!
    shortName: String!
    email: String!
    phone: String
    cpf: String
    gender: String!
    birthdate: String
    gympassId: String
    height: Int
    avatarUrl: String
    image: String
    status: String!
    relationship: Relationship!
    hasActivePlan: Boolean!
    gympassEnabled: Boolean!
    totalpassEnabled: Boolean!
    planType: String!
    planColor: String
    checkinsCurrentMonth: Int!
    duplicateType: String
  }

  type AlunosPage {
    list: [Student!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }

  input UserInput {
    id: ID
    name: String!
    lastName: String!
    email: String!
    phone: String
    cpf: String
    gender: String
    birthdate: String
    gympassId: String
    height: Int
    status: String
    origin: String
    avatarUrl: String
  }
`;

export const globalSdl = /* GraphQL */ `
  type Category {
    id: ID!
    name: String!
    code: String!
  }
  type Subcategory {
    name: String!
    code: String!
  }
  type Query {
    accountCategories: [Category!]!
    accountSubcategories(categoryCode: String!): [Subcategory!]!
  }
  ${registrationGlobalSdl}
`;

export const accountSdl = /* GraphQL */ `
  ${sharedTypes}
  ${checkinsMemberSdl}
  type Query {
    "The account of the address, as a visitor or member sees it."
    account: Account!
    "The signed-in user of this account."
    me: AuthUser
  }
  type Mutation {
    login(email: String!, password: String!, source: String): AuthUser!
    signUp(name: String!, lastName: String!, email: String!, password: String!, passwordConfirmation: String): AuthUser!
  }
  ${reviewsAccountSdl}
  ${uploadsSdl}
  ${exercisesMemberSdl}
  ${coursesMemberSdl}
  ${participationsMemberSdl}
  ${recordsMemberSdl}
  ${passwordRecoveryAccountSdl}
  ${socialMemberSdl}
  ${memberAppAccountSdl}
  ${memberAppCustomizationAccountSdl}
  ${memberContentAccountSdl}
  ${memberAccountSdl}
`;

export const adminSdl = /* GraphQL */ `
  ${sharedTypes}
  ${studentTypes}
  ${branchesAdminSdl}
  ${programsAdminSdl}
  ${checkinsAdminSdl}
  type Query {
    account: Account!
    "Students of the account, 25 a page, searched by name, e-mail, phone or CPF."
    alunos(page: Int, search: String): AlunosPage!
    aluno(id: ID!): Student
  }
  type Mutation {
    login(email: String!, password: String!, source: String): AuthUser!
    createOrUpdateUser(input: UserInput!): Student!
  }
  ${plansSdl}
  ${pointsAdminSdl}
  ${pointsOverviewAdminSdl}
  ${inboxAdminSdl}
  ${campaignSdl}
  ${uploadsSdl}
  ${exercisesAdminSdl}
  ${coursesAdminSdl}
  ${participationsAdminSdl}
  ${recordsAdminSdl}
  ${accountSettingsAdminSdl}
  ${teamAdminSdl}
  ${coachCheckinsAdminSdl}
  ${paymentOnboardingAdminSdl}
  ${paymentSettingsAdminSdl}
  ${checkoutAppearanceAdminSdl}
  ${workoutRoutinesAdminSdl}
  ${billingAdminSdl}
  ${accountPlansAdminSdl}
  ${dashboardAdminSdl}
  ${socialAdminSdl}
  ${memberAppAdminSdl}
  ${staffReviewsAdminSdl}
  ${staffMessagesAdminSdl}
  ${accountBillingSdl}
  ${memberAppCustomizationAdminSdl}
`;

export const alderaanSdl = /* GraphQL */ `
  ${sharedTypes}
  type AccountsPage {
    list: [Account!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  input AccountOwnerInput {
    name: String!
    lastName: String!
    email: String!
    password: String!
  }
  input AccountInput {
    id: ID
    name: String!
    code: String
    bio: String
    status: String
    visibility: String
    accountType: String
    category: String
    subcategory: String
    features: [String!]
    senderEmail: String
    senderName: String
    phone: String
    city: String
    state: String
    owner: AccountOwnerInput
    accountBilling: AccountBillingInput
    avatarUrl: String
    athletesLabel: String
    pointsLabel: String
    registerEnabled: Boolean
    registerStatus: String
    requiresPlanOnSignup: Boolean
  }
  type AccountPayload {
    account: Account!
  }
  type Query {
    accounts(page: Int, search: String): AccountsPage!
    account(id: ID!): Account
  }
  type Mutation {
    login(email: String!, password: String!, source: String): AuthUser!
    createOrUpdateAccount(input: AccountInput!): AccountPayload!
  }
  ${accountPlansOperatorSdl}
  ${accountBillingSdl}
  ${paymentSettingsOperatorSdl}
  ${operatorSettingsSdl}
`;

export const sdlByScope = {
  global: globalSdl,
  account: accountSdl,
  admin: adminSdl,
  alderaan: alderaanSdl,
} as const;

export type GraphqlScope = keyof typeof sdlByScope;

/** Page size of every list (the spec leaves it open; react-admin's habit of 25 rows). */
export const PAGE_SIZE = 25;
