import { billingDaysProjection, billingTotalsProjection } from './billingProjection.ts';
import { plansProjection } from './plansProjection.ts';
import { studentPlansProjection } from './studentPlansProjection.ts';

/** The plans feature's read models, added to the read-models projector with one spread. */
export const planProjections = [
  plansProjection,
  studentPlansProjection,
  billingDaysProjection,
  billingTotalsProjection,
];
