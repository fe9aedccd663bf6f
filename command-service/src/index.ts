// The HTTP API as a library: the app workspace (the composition root) builds the services and starts it.
export * from './http/app.ts';
export { currentRequestOrigin, ownAddress } from './web/publicOrigin.ts';
export type { Services, Actor } from './services.ts';
export * from './auth/loginRateLimiter.ts';
export * from './auth/secret.ts';
export { parseTrustProxy, type TrustProxy } from './web/trustProxy.ts';
export * from './auth/tokens.ts';
export { startPlanCalendar } from './plans/planCalendar.ts';
export { runRenewals, startRenewals } from './plans/renewalRun.ts';
export { runDailyCharges, startChargeRun } from './billing/chargeRun.ts';
export { startPointsRulesReactor, type PointsRulesReactor } from './pointsRules/pointsRulesReactor.ts';
export { seedPointsRulesDemo } from './pointsRules/pointsRulesDemo.ts';
export { seedBillingDemo } from './billing/seedBillingDemo.ts';
export { DEMO_MEMBER_PASSWORD, seedMemberAppDemo } from './memberAccount/seedMemberAppDemo.ts';
export { runAccountBilling, startAccountBilling } from './accountPlans/accountBilling.ts';
export { seedAccountPlan } from './accountPlans/seedAccountPlan.ts';
// Handlers the demo seed drives (the same commands the API runs).
export { createOrUpdateAccount } from './accounts/accountHandlers.ts';
export { registerOperator } from './identity/operators.ts';
export { saveStudent } from './students/studentHandlers.ts';
export { seedCheckoutPlans, demoCheckoutPath } from './checkout/seedCheckoutPlans.ts';
export type { CheckoutRateLimits } from './checkout/checkoutRateLimiter.ts';
// Logging, process guards and the secret box the composition root sets up (issue 27).
export { createLogger, logFunction, requestLogging } from './security/logger.ts';
export { installProcessGuards } from './security/processGuards.ts';
export { createSecretBox, loadSecretKey, type SecretBox } from './security/secretBox.ts';
export { ensureStarterExercises } from './exercises/exerciseHandlers.ts';
export { seedExercisesAndRecords } from './records/seedContent.ts';
export { seedDemoRoutine, demoRoutineName } from './workoutRoutines/seedRoutine.ts';
export { seedCourses } from './courses/seedCourses.ts';
export { seedMemberAppBanner } from './memberAppCustomization/seedMemberApp.ts';
export { seedDashboardDemo } from './dashboard/seedDashboard.ts';
export { seedPlanLimitsDemo } from './plans/seedPlanLimitsDemo.ts';
export { seedReviewsAndMessagesDemo } from './reviews/seedReviewsAndMessages.ts';
export type { Uploads } from './services.ts';
