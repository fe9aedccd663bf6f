import type { Doc, Projector, RecordedEvent } from '@gym/platform';
import { readModelsProjector } from '../readModels.ts';
import type { ReadModel } from '../readModel.ts';

interface Tally extends Doc {
  readonly events: number;
}

const tally = {
  ids: (event: RecordedEvent) => [String(event.metadata.accountId)],
  update: (doc: Tally | null, event: RecordedEvent): Tally => ({
    id: String(event.metadata.accountId),
    events: (doc?.events ?? 0) + 1,
  }),
};

/**
 * Events per account, counted naively: no position guard, so an event applied twice counts twice.
 * The product's read models guard themselves with positions; this one relies on the store alone to
 * make a batch all-or-nothing, which is what the fault test must prove.
 */
const eventTallies: ReadModel<Tally> = {
  collection: { name: 'eventTallies' },
  handlers: {
    StudentRegistered: tally,
    StudentProfileUpdated: tally,
    StudentDeleted: tally,
    PointsMovementRecorded: tally,
  },
};

/** The product's read models plus the naive tally, written first in every batch. */
export const faultTestProjector: Projector = {
  name: readModelsProjector.name,
  version: readModelsProjector.version,
  projections: [eventTallies, ...readModelsProjector.projections],
};
