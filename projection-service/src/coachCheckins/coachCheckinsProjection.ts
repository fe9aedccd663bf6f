import { PAGE_SIZE, type CoachCheckinDoc } from '@gym/contracts';
import type { DocumentStore, Filter } from '@gym/platform';
import type { ReadModel } from '../readModel.ts';

export const COACH_CHECKINS = 'coachCheckins';

/** Collection `coachCheckins`: the classes coaches gave, newest first on the screen. */
export const coachCheckinsProjection: ReadModel<CoachCheckinDoc> = {
  collection: {
    name: COACH_CHECKINS,
    indexes: [{ fields: ['accountId', 'classDate'] }, { fields: ['accountId', 'coachId'] }],
  },
  handlers: {
    CoachClassRecorded: {
      ids: (event) => [event.data.coachCheckinId],
      update: (doc, event) => {
        if (doc) return doc;
        const { coachCheckinId, ...rest } = event.data;
        return { id: coachCheckinId, ...rest };
      },
    },
  },
};

export async function listCoachCheckins(
  docs: DocumentStore,
  accountId: string,
  options: { page?: number | null; coachId?: string | null },
) {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const filter: Filter = { accountId, ...(options.coachId ? { coachId: options.coachId } : {}) };
  const collection = docs.collection<CoachCheckinDoc>(COACH_CHECKINS);
  const [list, totalEntries] = await Promise.all([
    collection.find(filter, {
      sort: [
        ['classDate', -1],
        ['startTime', -1],
      ],
      skip: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    }),
    collection.count(filter),
  ]);
  return { list, page, totalEntries, totalPages: Math.max(1, Math.ceil(totalEntries / PAGE_SIZE)) };
}
