import { withoutAccents, type StudentDoc, type StudentProfile, type StudentProfileUpdated, type StudentRegistered } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';
import { studentPlanTypeHandlers } from '../plans/studentPlanTypeHandlers.ts';
import { studentCheckinHandlers } from '../checkins/studentCheckinHandlers.ts';
import { studentPointsHandlers } from '../points/pointsProjection.ts';

export const STUDENTS = 'students';

/** Lower-case, accent-free text: the list's sort key and what search compares with. */
export function foldText(text: string): string {
  return withoutAccents(text).toLowerCase().trim();
}

function profileFields(profile: StudentProfile) {
  const fullName = `${profile.name} ${profile.lastName}`.trim();
  return {
    ...profile,
    fullName,
    shortName: `${profile.name} ${profile.lastName.split(/\s+/).at(-1) ?? ''}`.trim(),
    sortName: foldText(fullName),
  };
}

const byStudentId = (event: RecordedEvent) => [(event.data as { studentId: string }).studentId];

/** Collection `students`: the student list, the profile sidebar, and staff members (by rule). */
export const studentsProjection: Projection<StudentDoc> = {
  collection: {
    name: STUDENTS,
    // `id` is the list's sort tie-break: without it deep pages sort in a temporary B-tree.
    indexes: [{ fields: ['accountId', 'rule', 'sortName', 'id'] }, { fields: ['accountId', 'email'] }],
    textFields: ['fullName', 'email', 'phone', 'cpf'],
  },
  handlers: {
    StudentRegistered: {
      ids: byStudentId,
      update: (doc, event) => {
        if (doc) return doc; // applied already
        const { data } = event as unknown as RecordedEvent<'StudentRegistered', StudentRegistered['data']>;
        return {
          id: data.studentId,
          accountId: data.accountId,
          ...profileFields(data.profile),
          rule: data.rule,
          origin: data.origin,
          registeredAt: data.registeredAt,
          updatedAt: data.registeredAt,
          points: 0,
          checkinsCurrentMonth: 0,
          checkinsMonth: null,
          planType: 'Sem Plano',
          planColor: null,
          hasActivePlan: false,
          gympassEnabled: false,
          totalpassEnabled: false,
          duplicateType: null,
        };
      },
    },
    StudentProfileUpdated: {
      ids: byStudentId,
      update: (doc, event) => {
        if (!doc) return null;
        const { data } = event as unknown as RecordedEvent<'StudentProfileUpdated', StudentProfileUpdated['data']>;
        return { ...doc, ...profileFields(data.profile), updatedAt: data.updatedAt };
      },
    },
    StudentDeleted: {
      ids: byStudentId,
      // The log keeps the history; the read models forget the student.
      update: () => null,
    },
    ...studentPlanTypeHandlers,
    ...studentCheckinHandlers,
    ...studentPointsHandlers,
  },
};
