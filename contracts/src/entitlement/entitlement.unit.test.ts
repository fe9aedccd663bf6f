import { describe, expect, it } from 'vitest';
import {
  decideEntitlement,
  entitlementMessages,
  leftOf,
  noPlanLimits,
  weekStartOf,
  type EntitledPlan,
  type EntitlementQuestion,
} from './entitlement.ts';

const plan = (over: Partial<EntitledPlan> = {}): EntitledPlan => ({
  studentPlanId: 'sp-1',
  name: 'Mensal',
  planType: 'normal',
  status: 'active',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  frozenUntil: null,
  overdueSince: null,
  overduePayments: 0,
  programIds: [],
  limits: noPlanLimits,
  bookedDates: [],
  ...over,
});

// Thursday 2026-11-26; its week runs Monday 23 to Sunday 29.
const given = (plans: EntitledPlan[], over: Partial<EntitlementQuestion> = {}): EntitlementQuestion => ({
  plans,
  classOccurrence: { programId: 'crossfit', programName: 'CrossFit', classDate: '2026-11-26' },
  today: '2026-11-26',
  overdueToleranceDays: 0,
  refuseWhileOverdue: true,
  noShowBlock: null,
  checkoutUrl: '/demo/checkout',
  passAccepted: false,
  ...over,
});

const refusal = (q: EntitlementQuestion) => {
  const answer = decideEntitlement(q);
  if (answer.allowed) throw new Error('expected a refusal');
  return answer;
};

describe('entitlement: given the member’s plans, when they ask for a class, then', () => {
  it('no plan at all: refused with the issue’s words and the public checkout as the way out', () => {
    const answer = refusal(given([]));
    expect(answer).toEqual({
      allowed: false,
      reason: 'no_plan',
      message: 'Você não tem um plano ativo. Contrate um plano para agendar aulas.',
      wayOut: { label: 'Contratar um plano', href: '/demo/checkout' },
    });
  });

  it('only cancelled or finished plans count as no plan', () => {
    expect(refusal(given([plan({ status: 'canceled' }), plan({ status: 'finished' })])).reason).toBe('no_plan');
  });

  it('an active plan covering the date lets the member in', () => {
    expect(decideEntitlement(given([plan()]))).toEqual({ allowed: true, studentPlanId: 'sp-1', left: null });
  });

  it('a frozen plan refuses, naming the freeze’s last day as dd/MM/yyyy', () => {
    const answer = refusal(given([plan({ frozenUntil: '2026-12-10' })]));
    expect(answer.reason).toBe('frozen');
    expect(answer.message).toBe(
      'Seu plano Mensal está trancado até 10/12/2026. Procure a recepção para encerrar o trancamento.',
    );
  });

  it('a plan not yet started, and one already ended, refuse', () => {
    expect(refusal(given([plan({ startDate: '2026-11-27' })])).message).toBe(
      'Seu plano Mensal começa em 27/11/2026. Agende aulas a partir desse dia.',
    );
    const ended = refusal(given([plan({ endDate: '2026-11-25' })]));
    expect(ended.reason).toBe('ended');
    expect(ended.wayOut?.href).toBe('/demo/checkout');
  });

  it('overdue: tolerance 0 blocks from the failed due date; a tolerance of 3 days lets days 0 to 2 through', () => {
    expect(refusal(given([plan({ overdueSince: '2026-11-26' })])).reason).toBe('overdue');
    const tolerant = { overdueToleranceDays: 3 };
    expect(decideEntitlement(given([plan({ overdueSince: '2026-11-24' })], tolerant)).allowed).toBe(true);
    expect(refusal(given([plan({ overdueSince: '2026-11-23', overduePayments: 2 })], tolerant)).message).toBe(
      'Check-in recusado: há 2 pagamento(s) do seu plano em atraso. Para regularizar, pague pelo link que enviamos ao seu e-mail ou procure a recepção da academia.',
    );
  });

  it('overdue on one plan blocks the member even when another plan is paid up', () => {
    const answer = refusal(
      given([plan({ studentPlanId: 'paid' }), plan({ overdueSince: '2026-11-20', overduePayments: 1 })]),
    );
    expect(answer.reason).toBe('overdue');
  });

  it('overdue does not refuse when the account’s ladder lets overdue members in', () => {
    expect(
      decideEntitlement(given([plan({ overdueSince: '2026-11-01' })], { refuseWhileOverdue: false })).allowed,
    ).toBe(true);
  });

  it('a plan that does not cover the program: "Seu plano não inclui {programa}"', () => {
    const answer = refusal(given([plan({ programIds: ['yoga'] })]));
    expect(answer.reason).toBe('program_not_covered');
    expect(answer.message).toBe('Seu plano não inclui CrossFit');
  });

  it('2 per week: two bookings this week refuse a third; last week’s do not count', () => {
    const limits = { ...noPlanLimits, classesPerWeek: 2 };
    const once = plan({ limits, bookedDates: ['2026-11-23', '2026-11-16', '2026-11-17'] });
    expect(decideEntitlement(given([once]))).toEqual({
      allowed: true,
      studentPlanId: 'sp-1',
      left: '1 de 2 aulas nesta semana',
    });
    const twice = plan({ limits, bookedDates: ['2026-11-23', '2026-11-29'] });
    expect(refusal(given([twice])).message).toBe('Você já usou as 2 aulas desta semana do seu plano Mensal.');
  });

  it('per month counts the class date’s month', () => {
    const limits = { ...noPlanLimits, classesPerMonth: 2 };
    expect(refusal(given([plan({ limits, bookedDates: ['2026-11-02', '2026-11-03'] })])).reason).toBe('month_limit');
    expect(decideEntitlement(given([plan({ limits, bookedDates: ['2026-10-30', '2026-11-03'] })])).allowed).toBe(true);
  });

  it('a credit pack counts down, then refuses; past its validity it refuses with the end date', () => {
    const pack = (bookedDates: string[]) =>
      plan({
        planType: 'checkin',
        endDate: null,
        limits: { ...noPlanLimits, creditCheckins: 3, creditValidDays: 30 },
        bookedDates,
      });
    expect(leftOf(pack(['2026-11-02']), '2026-11-26')?.text).toBe('2 de 3 check-ins até 30/11/2026');
    expect(refusal(given([pack(['2026-11-02', '2026-11-03', '2026-11-04'])])).reason).toBe('credits_used');
    const late = refusal(
      given([pack([])], {
        classOccurrence: { programId: 'x', programName: 'X', classDate: '2026-12-01' },
        today: '2026-12-01',
      }),
    );
    expect(late.message).toBe(
      'Os check-ins do seu pacote Mensal venceram em 30/11/2026. Contrate um novo pacote para agendar aulas.',
    );
  });

  it('one plan letting the member in is enough, whatever the others say', () => {
    const answer = decideEntitlement(
      given([plan({ studentPlanId: 'old', frozenUntil: '2026-12-01' }), plan({ studentPlanId: 'new' })]),
    );
    expect(answer).toMatchObject({ allowed: true, studentPlanId: 'new' });
  });

  it('Gympass/Totalpass: an accepted token or a pass plan keeps the pass rules (no plan needed)', () => {
    expect(decideEntitlement(given([], { passAccepted: true })).allowed).toBe(true);
    expect(decideEntitlement(given([plan({ planType: 'gympass', endDate: null })])).allowed).toBe(true);
  });

  it('a no-show block refuses until its last day, with the reason', () => {
    const block = { until: '2026-11-28', noShows: 3 };
    expect(refusal(given([plan()], { noShowBlock: block })).message).toBe(
      'Agendamentos bloqueados até 28/11/2026: 3 faltas nos últimos 30 dias.',
    );
    expect(
      decideEntitlement(
        given([plan()], {
          noShowBlock: block,
          today: '2026-11-29',
          classOccurrence: { programId: 'crossfit', programName: 'CrossFit', classDate: '2026-11-29' },
        }),
      ).allowed,
    ).toBe(true);
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(entitlementMessages.programNotCovered).toBe('Seu plano não inclui {programa}');
  });
});
