import type { Projector } from '@gym/platform';
import { accountsProjection } from './accounts/accountsProjection.ts';
import { pointsBalancesProjection } from './points/pointsProjection.ts';
import { inboxesProjection } from './inbox/inboxProjection.ts';
import { inboxThreadsProjection } from './inbox/inboxThreadsProjection.ts';
import { accountRatingsProjection, reviewablesProjection } from './reviews/reviewsProjection.ts';
import { staffReviewProjections } from './reviews/staffReviewsProjection.ts';
import { studentCountsProjection } from './students/studentCountsProjection.ts';
import { studentsProjection } from './students/studentsProjection.ts';
import { planProjections } from './plans/planProjections.ts';
import { branchesProjection } from './branches/branchesProjection.ts';
import { programClassesProjection, programsProjection } from './programs/programsProjection.ts';
import { checkinsProjection } from './checkins/checkinsProjection.ts';
import { campaignProjections } from './campaigns/campaignProjections.ts';
import { exercisesProjection } from './exercises/exercisesProjection.ts';
import { personalRecordsProjection } from './records/personalRecordsProjection.ts';
import { coachCheckinsProjection } from './coachCheckins/coachCheckinsProjection.ts';
import { workoutGroupsProjection, workoutRoutinesProjection } from './workoutRoutines/workoutRoutinesProjection.ts';
import { courseProjections } from './courses/coursesProjection.ts';
import { billingRecoveryEventsProjection, recurringBillingProjection } from './billing/recurringBillingProjection.ts';
import { accountPlanProjections } from './accountPlans/accountPlanProjections.ts';
import { dashboardProjections } from './dashboard/dashboardProjections.ts';
import { socialProjections } from './social/socialProjections.ts';
import { memberAppMonthsProjection } from './memberApp/memberAppMonthsProjection.ts';
import { pointsOverviewProjections } from './pointsOverview/pointsOverviewProjections.ts';
import { memberAppUnreadProjection } from './memberAppCustomization/unreadMessagesProjection.ts';

/** The read models of the console, kept by one projector with one checkpoint. */
export const readModelsProjector: Projector = {
  name: 'read-models',
  // 2: students index gains `id` (sort tie-break); new studentCounts collection.
  // 3: plans, studentPlans, billingDays, billingTotals; plan columns of students.
  // 4: branches, programs, programClasses, checkins; students count check-ins this month.
  // 5: pointsBalances, inboxes, accountRatings, reviewables; students take their points from PointsMovementRecorded.
  // 6: campaigns and campaignDeliveries collections.
  // 8: exercises, personalRecords and coachCheckins collections.
  // 9: workout routines, courses, recurring billing, account plans and invoices, dashboard series, posts and
  //    comments, member-app months; students index cpf and phone (duplicateType).
  // 10: staff reviews (reviews, ratingHistory), inbox threads, points ranking, movements and rules, the member
  //     app's unread counts; comments carry the member's studentId (export and erasure) and the item's name.
  // 11: accountUsage keeps counters and a row per member instead of every active student's id in one document.
  // 12: studentPlans keep periodIndex and renews (the renewal job's work list).
  version: 12,
  projections: [
    accountsProjection,
    studentsProjection,
    studentCountsProjection,
    ...planProjections,
    branchesProjection,
    programsProjection,
    programClassesProjection,
    checkinsProjection,
    pointsBalancesProjection,
    inboxesProjection,
    inboxThreadsProjection,
    accountRatingsProjection,
    reviewablesProjection,
    ...staffReviewProjections,
    ...campaignProjections,
    exercisesProjection,
    personalRecordsProjection,
    coachCheckinsProjection,
    workoutRoutinesProjection,
    workoutGroupsProjection,
    ...courseProjections,
    recurringBillingProjection,
    billingRecoveryEventsProjection,
    ...accountPlanProjections,
    ...dashboardProjections,
    ...socialProjections,
    memberAppMonthsProjection,
    ...pointsOverviewProjections,
    memberAppUnreadProjection,
  ],
};
