import type { StudentDoc } from '@gym/contracts';
import { readModelsProjector } from '@gym/projection-service';
import type { Doc } from '@gym/platform';
import type { Services } from '../services.ts';

/**
 * A saved document as the command decided it, for the answer of a save (issue 27, finding 10): the
 * read model when it has caught up with the save; otherwise the read model as it is (or nothing) with
 * the aggregate's own stream folded on top through the update functions the projector runs for that
 * collection (they are safe to apply twice). A late read model therefore never turns a saved
 * student, plan or branch into 'não encontrado'. Fields a read model fills from other streams
 * (counters, joins) keep their stored value, or their initial one for a new document.
 */
export async function docAsDecided<D extends Doc>(
  svc: Services,
  o: {
    collection: string;
    streamId: string;
    id: string;
    accountId: string;
    position: number;
    /** The field naming the document's account: `accountId`, or `id` for the account's own document. */
    accountField?: 'accountId' | 'id';
  },
): Promise<D | null> {
  const field = o.accountField ?? 'accountId';
  const ours = (doc: Doc | null): boolean =>
    !!doc && (doc as Doc & { readonly accountId?: unknown })[field] === o.accountId;
  const caughtUp = await svc.readModelsReached(o.position);
  const stored = (await svc.documents.collection<D>(o.collection).get(o.id)) as D | null;
  if (caughtUp) return ours(stored) ? stored : null;
  const projection = readModelsProjector.projections.find((p) => p.collection.name === o.collection);
  if (!projection) return stored;
  const { events } = await svc.eventStore.readStream(o.streamId);
  let doc: Doc | null = stored;
  for (const event of events) {
    const handler = projection.handlers[event.type];
    if (handler?.ids(event).includes(o.id)) doc = handler.update(doc, event);
  }
  return ours(doc) ? (doc as D) : null;
}

export const studentAsDecided = (svc: Services, accountId: string, studentId: string, position: number) =>
  docAsDecided<StudentDoc>(svc, {
    collection: 'students',
    streamId: `student-${studentId}`,
    id: studentId,
    accountId,
    position,
  });
