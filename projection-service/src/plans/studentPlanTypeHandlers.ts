import type { PlanType, PlanTypeLabel, StudentDoc, StudentPlanStatus } from '@gym/contracts';
import type { ReadModelHandlers } from '../readModel.ts';

/** What the student list needs to know of each of a student's plans. */
interface PlanSlot {
  readonly planType: PlanType;
  readonly color: string;
  readonly status: StudentPlanStatus;
  readonly assignedAt: string;
}
type WithPlans = StudentDoc & { readonly planSlots?: Readonly<Record<string, PlanSlot>> };

const LABELS: Record<PlanType, PlanTypeLabel> = {
  gympass: 'Gympass',
  totalpass: 'Totalpass',
  normal: 'Plano Normal',
  checkin: 'Plano Normal',
};
const PRIORITY: readonly PlanTypeLabel[] = ['Gympass', 'Totalpass', 'Plano Normal'];
const byStudentId = (event: { data: { studentId: string } }) => [event.data.studentId];

/**
 * The plan-type label (spec 002: Gympass, Totalpass, Plano Normal, Sem Plano by priority), its colour and
 * the flags. Active plans win; with none active the label comes from the other plans (shown grey: hasActivePlan
 * false). Deleted plans do not count.
 */
export function planTypeFields(slots: Readonly<Record<string, PlanSlot>>) {
  const all = Object.values(slots).filter((s) => s.status !== 'deleted');
  const active = all.filter((s) => s.status === 'active');
  const pool = active.length ? active : all;
  const best = PRIORITY.map(
    (label) =>
      pool.filter((s) => LABELS[s.planType] === label).sort((a, b) => b.assignedAt.localeCompare(a.assignedAt))[0],
  ).find(Boolean);
  return {
    planType: best ? LABELS[best.planType] : ('Sem Plano' as PlanTypeLabel),
    planColor: best?.color ?? null,
    hasActivePlan: active.length > 0,
    gympassEnabled: active.some((s) => s.planType === 'gympass'),
    totalpassEnabled: active.some((s) => s.planType === 'totalpass'),
  };
}

function withSlot(doc: WithPlans, studentPlanId: string, slot: PlanSlot): WithPlans {
  const planSlots = { ...(doc.planSlots ?? {}), [studentPlanId]: slot };
  return { ...doc, planSlots, ...planTypeFields(planSlots) };
}

/** Handlers spread into the students projection: plan events keep the list's plan columns. */
export const studentPlanTypeHandlers: ReadModelHandlers<WithPlans> = {
  PlanAssignedToStudent: {
    ids: byStudentId,
    update: (doc, event) => {
      if (!doc) return null;
      const { data } = event;
      return withSlot(doc, data.studentPlanId, {
        planType: data.planType,
        color: data.planColor,
        status: data.status,
        assignedAt: data.assignedAt,
      });
    },
  },
  StudentPlanStatusChanged: {
    ids: byStudentId,
    update: (doc, event) => {
      if (!doc) return null;
      const { data } = event;
      const slot = doc.planSlots?.[data.studentPlanId];
      return slot ? withSlot(doc, data.studentPlanId, { ...slot, status: data.to }) : doc;
    },
  },
};
