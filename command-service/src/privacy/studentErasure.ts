import { messages, studentSubject } from '@gym/contracts';
import { handleCommand, NotFoundError, type IdempotencyStore } from '@gym/platform';
import { loadState, streams } from '../aggregates.ts';
import { buildRequestContext } from '../web/context.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { deleteStudent } from '../students/studentHandlers.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { actorOf, authorize } from '../tenancy/guard.ts';
import { readModelsProjector } from '@gym/projection-service';
import { erasureDecider } from './erasureDecider.ts';
import { studentTraces } from './studentTraces.ts';

/**
 * LGPD, right of erasure (issue 27, finding 9): the student is deleted (read models and login forget
 * them) if they were not yet, `StudentErased` is recorded (who and when: what an audit keeps), and the
 * student's personal-data key is deleted, so every event that named them reads 'Aluno removido' and ''
 * from then on, on every reader and in every rebuild. Then the store's files are scrubbed (WAL emptied),
 * so the bytes of what was deleted are not left on the disk.
 */
export async function eraseStudent(
  svc: Services,
  actor: Actor,
  studentId: string,
  idempotency?: IdempotencyStore,
): Promise<{ erasedAt: string }> {
  const student = await loadState(svc.eventStore, studentDecider, streams.student(studentId));
  const studentAccountId = student.status === 'none' ? null : student.accountId;
  if (studentAccountId !== actor.accountId) throw new NotFoundError(messages.studentNotFound);
  // Read before the key is deleted: their photos and e-mails are sealed with it.
  const traces = await studentTraces(svc, actor.accountId, studentId);
  let position = 0;
  if (student.status === 'registered') position = await deleteStudent(svc, actor, studentId);
  const now = svc.clock.now().toISOString();
  const result = await handleCommand(svc.eventStore, {
    streamId: `studentErasure-${studentId}`,
    decider: erasureDecider,
    command: { type: 'EraseStudent', data: { accountId: actor.accountId, studentId, studentAccountId, now } },
    metadata: metadataOf(actor),
  });
  await svc.privacy.keys.deleteKey(studentSubject(actor.accountId, studentId));
  // The read models drop the student's documents (secure_delete zeroes their bytes); then the WALs are emptied.
  await svc.readModelsReached(Math.max(position, result.position), 10_000);
  await forgetReadModels(svc, actor.accountId, studentId);
  // The campaign e-mails kept for the console's outbox page (the embedded stand-in for the mail provider).
  if (student.status === 'registered') await svc.campaignOutbox.forgetRecipient(actor.accountId, student.profile.email);
  // The answers kept for Idempotency-Key retries (24 h) that named the student (the console saves with a key).
  idempotency?.forget([studentId, ...(student.status === 'registered' ? [student.profile.email] : [])]);
  // Their photos (disk or S3) and the system mail sent to them (passwords, links: the outbox's copies).
  const uploaded = svc.uploads.ledger.uploadedBy(actor.accountId, studentId).map((u) => u.key);
  const keys = [...new Set([...traces.uploadKeys, ...uploaded])];
  for (const key of keys) await svc.uploads.blobs.delete(key);
  svc.uploads.ledger.forget(keys);
  for (const email of traces.emails) await svc.mail.forget(email);
  await svc.privacy.scrub();
  return { erasedAt: now };
}

/**
 * The read-model documents still naming the student after the deletion (check-ins, deliveries, reviews...:
 * documents kept by other ids, which StudentDeleted does not reach), found as the export finds them and
 * deleted. No later event touches them (the student is gone); a rebuild brings them back with the
 * personal data read as erased.
 */
async function forgetReadModels(svc: Services, accountId: string, studentId: string): Promise<void> {
  for (const { collection } of readModelsProjector.projections) {
    const docs = (await svc.documents.collection(collection.name).find({ accountId, studentId })) as Array<{
      id: string;
    }>;
    const byId = (await svc.documents.collection(collection.name).get(studentId)) as { accountId?: unknown } | null;
    const ids = docs.map((d) => d.id);
    if (byId && byId.accountId === accountId) ids.push(studentId);
    if (ids.length) await svc.documents.commit(ids.map((id) => ({ kind: 'delete', collection: collection.name, id })));
  }
}

/** POST /{account}/admin/alunos/{id}/erase: managers and admins. 200 `{ erasedAt }`; 404 for an unknown student. */
export function eraseStudentRoute(svc: Services, idempotency?: IdempotencyStore) {
  return async (req: import('express').Request, res: import('express').Response) => {
    const ctx = await buildRequestContext(svc, req, 'admin');
    if (!ctx) {
      res.status(404).json({ error: messages.accountNotFound, code: 'NOT_FOUND' });
      return;
    }
    authorize(ctx, 'manager');
    const answer = await eraseStudent(svc, actorOf(ctx), String(req.params.id), idempotency);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(answer);
  };
}
