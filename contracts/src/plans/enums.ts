/** Plan catalogue constants (spec 001 section 9). */
export const planTypes = ['normal', 'checkin', 'gympass', 'totalpass'] as const;
export type PlanType = (typeof planTypes)[number];
export const planVisibilities = ['everywhere', 'only_team'] as const;
export const recurrenceUnits = ['month', 'day', 'week'] as const;
export type RecurrenceUnit = (typeof recurrenceUnits)[number];
export const billingTriggerTypes = ['inicio_do_periodo', 'fim_do_periodo', 'dia_do_mes'] as const;
export type BillingTriggerType = (typeof billingTriggerTypes)[number];
export const externalStores = ['mundipagg', 'vindi', 'stripe'] as const;
export const DEFAULT_PLAN_COLOR = '#5e72e4';

/** Student plan statuses (spec 002 section 4) and their labels. */
export const studentPlanStatuses = [
  'active',
  'pending',
  'payment_pending',
  'canceled',
  'closed',
  'finished',
  'deleted',
] as const;
export type StudentPlanStatus = (typeof studentPlanStatuses)[number];
/** The five the form offers. */
export const formStudentPlanStatuses = ['active', 'pending', 'payment_pending', 'canceled', 'closed'] as const;
export const studentPlanStatusLabels: Record<StudentPlanStatus, string> = {
  active: 'Ativo',
  pending: 'Pendente',
  payment_pending: 'Pagamento Pendente',
  canceled: 'Cancelado',
  closed: 'Fechado',
  finished: 'Finalizado',
  deleted: 'Deletado',
};
/** 'ativados' lists these; 'desativados' the rest. */
export const enabledStudentPlanStatuses: readonly StudentPlanStatus[] = ['active', 'pending', 'payment_pending'];
export const studentPlanFilters = ['ativados', 'desativados'] as const;

export const paymentMethods = ['dinheiro', 'credito', 'debito', 'cheque', 'pix', 'transferencia', 'outros'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const discountTypes = ['percentual', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];
