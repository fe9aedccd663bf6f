import type { ProgramChanged, ProgramClassChanged, ProgramClassDoc, ProgramClassScheduled, ProgramCreated, ProgramDoc } from '@gym/contracts';
import type { Projection, RecordedEvent } from '@gym/platform';

export const PROGRAMS = 'programs';
export const PROGRAM_CLASSES = 'programClasses';

const byProgramId = (event: RecordedEvent) => [(event.data as { programId: string }).programId];
const byClassId = (event: RecordedEvent) => [(event.data as { programClassId: string }).programClassId];

/** Collection `programs`: 'Programas de Treino', filtered by branch. */
export const programsProjection: Projection<ProgramDoc> = {
  collection: { name: PROGRAMS, indexes: [{ fields: ['accountId', 'filialId', 'name'] }, { fields: ['accountId', 'name'] }] },
  handlers: {
    ProgramCreated: {
      ids: byProgramId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event as unknown as RecordedEvent<'ProgramCreated', ProgramCreated['data']>;
        return { id: data.programId, accountId: data.accountId, code: data.code, ...data.fields, createdAt: data.createdAt };
      },
    },
    ProgramChanged: {
      ids: byProgramId,
      update: (doc, event) => {
        const { data } = event as unknown as RecordedEvent<'ProgramChanged', ProgramChanged['data']>;
        return doc ? { ...doc, code: data.code, ...data.fields } : null;
      },
    },
    ProgramDeleted: { ids: byProgramId, update: () => null },
  },
};

/** Collection `programClasses`: the weekly schedule of a program. */
export const programClassesProjection: Projection<ProgramClassDoc> = {
  collection: { name: PROGRAM_CLASSES, indexes: [{ fields: ['accountId', 'programId', 'startTime'] }] },
  handlers: {
    ProgramClassScheduled: {
      ids: byClassId,
      update: (doc, event) => {
        if (doc) return doc;
        const { data } = event as unknown as RecordedEvent<'ProgramClassScheduled', ProgramClassScheduled['data']>;
        return { id: data.programClassId, accountId: data.accountId, programId: data.programId, ...data.fields };
      },
    },
    ProgramClassChanged: {
      ids: byClassId,
      update: (doc, event) => {
        const { data } = event as unknown as RecordedEvent<'ProgramClassChanged', ProgramClassChanged['data']>;
        return doc ? { ...doc, ...data.fields } : null;
      },
    },
    ProgramClassDeleted: { ids: byClassId, update: () => null },
  },
};
