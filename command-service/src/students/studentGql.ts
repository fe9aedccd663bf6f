import { originLabels, toSaoPauloDate, type StudentDoc } from '@gym/contracts';

/**
 * The GraphQL `Student` shape (spec 002 section 3) of a students document. The check-ins count is kept
 * with its São Paulo month; a count of an earlier month reads as 0 this month.
 */
export function toStudentGql(doc: StudentDoc, now: Date) {
  const thisMonth = toSaoPauloDate(now.toISOString()).slice(0, 7);
  return {
    ...doc,
    checkinsCurrentMonth: doc.checkinsMonth === thisMonth ? doc.checkinsCurrentMonth : 0,
    image: doc.avatarUrl,
    relationship: {
      origin: doc.origin,
      originLabel: originLabels[doc.origin],
      registeredAt: doc.registeredAt,
      status: doc.status,
      points: doc.points,
      rule: doc.rule,
    },
  };
}
