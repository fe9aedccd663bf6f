/**
 * Domain ranges of the numbers the product stores (issue 27, finding 2). Each is checked by the
 * decider that records it, so no event, and so no read model, ever holds a number its GraphQL type
 * cannot return (GraphQL `Int` is a signed 32-bit integer: at most 2,147,483,647). The bounds leave
 * room for sums a read model keeps of them. docs/security.md lists them.
 */
export const ranges = {
  /** A points movement and a student's points balance. */
  points: { min: 0, max: 1_000_000_000 },
  /** Money of a plan, a payment or a discount, in cents: up to R$ 1.000.000,00. */
  cents: { min: 0, max: 100_000_000 },
  /** Installments of a plan's price. */
  installments: { min: 1, max: 48 },
  /** How many recurrence units make a plan's period (e.g. 12 months). */
  recurrenceValue: { min: 1, max: 120 },
  /** How many periods a plan runs (0: until cancelled). */
  cycles: { min: 0, max: 120 },
  /** A program's check-ins per day per student. */
  maximumCheckinsPerDay: { min: 1, max: 100 },
  /** A class's places. */
  classLimit: { min: 1, max: 10_000 },
} as const;

export type RangeName = keyof typeof ranges;

export const inRange = (name: RangeName, value: number): boolean =>
  Number.isInteger(value) && value >= ranges[name].min && value <= ranges[name].max;

/** pt-BR, with the bounds as the console shows numbers. */
export const outOfRangeMessage = (name: RangeName): string =>
  `Valor fora do intervalo permitido (de ${ranges[name].min.toLocaleString('pt-BR')} a ${ranges[name].max.toLocaleString('pt-BR')}).`;
