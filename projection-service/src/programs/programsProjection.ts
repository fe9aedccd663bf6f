import type { ProgramClassDoc, ProgramDoc } from '@gym/contracts';
import type { ReadModel } from '../readModel.ts';

export const PROGRAMS = 'programs';
export const PROGRAM_CLASSES = 'programClasses';

const byProgramId = (event: { data: { programId: string } }) => [event.data.programId];
const byClassId = (event: { data: { programClassId: string } }) => [event.data.programClassId];

/** Collection `programs`: 'Programas de Treino', filtered by branch. */
export const programsProjection: ReadModel<ProgramDoc> = {
  collection: {
    name: PROGRAMS,
    indexes: [{ fields: ['accountId', 'filialId', 'name'] }, { fields: ['accountId', 'name'] }],
  },
  handlers: {
    ProgramCreated: {
      ids: byProgramId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event;
        return {
          id: data.programId,
          accountId: data.accountId,
          code: data.code,
          ...data.fields,
          createdAt: data.createdAt,
        };
      },
    },
    ProgramChanged: {
      ids: byProgramId,
      update: (doc, event) => {
        const { data } = event;
        return doc ? { ...doc, code: data.code, ...data.fields } : null;
      },
    },
    ProgramDeleted: { ids: byProgramId, update: () => null },
  },
};

/** Collection `programClasses`: the weekly schedule of a program. */
export const programClassesProjection: ReadModel<ProgramClassDoc> = {
  collection: { name: PROGRAM_CLASSES, indexes: [{ fields: ['accountId', 'programId', 'startTime'] }] },
  handlers: {
    ProgramClassScheduled: {
      ids: byClassId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event;
        return { id: data.programClassId, accountId: data.accountId, programId: data.programId, ...data.fields };
      },
    },
    ProgramClassChanged: {
      ids: byClassId,
      update: (doc, event) => {
        const { data } = event;
        return doc ? { ...doc, ...data.fields } : null;
      },
    },
    ProgramClassDeleted: { ids: byClassId, update: () => null },
  },
};
