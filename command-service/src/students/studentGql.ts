import { originLabels, type StudentDoc } from '@gym/contracts';

/** The GraphQL `Student` shape (spec 002 section 3) of a students document. */
export function toStudentGql(doc: StudentDoc) {
  return {
    ...doc,
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
