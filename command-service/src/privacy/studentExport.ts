import { messages } from '@gym/contracts';
import { NotFoundError, type RecordedEvent } from '@gym/platform';
import { getStudent, readModelsProjector } from '@gym/projection-service';
import type { Services } from '../services.ts';
import { buildRequestContext } from '../web/context.ts';
import { actorOf, authorize } from '../tenancy/guard.ts';
import { studentTraces } from './studentTraces.ts';

/**
 * LGPD, right of access (issue 27, finding 9, the export half): everything the product holds about one
 * student, as JSON. Read from what exists, not from a list of features, so a new read model or event
 * type is exported without editing this: the student's document, every read-model document of the
 * account that names the student (`studentId`) or is keyed by the student's id, and every event of the account about the student (its
 * own stream, or `studentId` in the data). Login secrets are not exported (only their existence).
 * The log is scanned in pages: a staff action, not a hot path.
 */
export async function exportStudent(svc: Services, accountId: string, studentId: string) {
  const student = await getStudent(svc.documents, accountId, studentId);
  if (!student) throw new NotFoundError(messages.studentNotFound);
  const readModels: Record<string, unknown[]> = {};
  for (const { collection } of readModelsProjector.projections) {
    const docs: unknown[] = await svc.documents.collection(collection.name).find({ accountId, studentId });
    // Documents kept per student are keyed by the student's id (points balance, inbox, counters).
    const byId = (await svc.documents.collection(collection.name).get(studentId)) as { accountId?: unknown } | null;
    if (byId && byId.accountId === accountId && collection.name !== 'students') docs.unshift(byId);
    if (docs.length) readModels[collection.name] = docs;
  }
  const events: Array<Pick<RecordedEvent, 'type' | 'streamId' | 'position' | 'data'> & { recordedAt?: string }> = [];
  for (let from = 0; ; ) {
    const page = await svc.eventStore.readAll(from, 5000);
    if (page.length === 0) break;
    for (const event of page) {
      const data = event.data as { studentId?: unknown; accountId?: unknown } | null;
      const mine = event.streamId === `student-${studentId}` || data?.studentId === studentId;
      if (mine && (event.metadata.accountId === accountId || data?.accountId === accountId)) {
        events.push({ type: event.type, streamId: event.streamId, position: event.position, data: event.data });
      }
    }
    from = page[page.length - 1]!.position;
  }
  const login = await svc.credentials.getByUser(accountId, studentId);
  // The files their profile pointed at (type and size: the file itself is at its address) and the system mail sent to them.
  const traces = await studentTraces(svc, accountId, studentId);
  const uploads = [];
  const uploaded = svc.uploads.ledger.uploadedBy(accountId, studentId).map((u) => u.key);
  for (const key of new Set([...traces.uploadKeys, ...uploaded])) {
    const head = await svc.uploads.blobs.head(key).catch(() => null);
    if (head) uploads.push({ key, contentType: head.contentType, size: head.size });
  }
  const mail = (await Promise.all(traces.emails.map((email) => svc.mail.sentTo(email)))).flat();
  return {
    exportedAt: svc.clock.now().toISOString(),
    student,
    login: login ? { email: login.email, updatedAt: login.updatedAt } : null,
    readModels,
    events,
    uploads,
    mail,
  };
}

/** GET /{account}/admin/alunos/{id}/export: managers and admins; a JSON file to hand to the student. */
export function exportStudentRoute(svc: Services) {
  return async (req: import('express').Request, res: import('express').Response) => {
    const ctx = await buildRequestContext(svc, req, 'admin');
    if (!ctx) {
      res.status(404).json({ error: messages.accountNotFound, code: 'NOT_FOUND' });
      return;
    }
    authorize(ctx, 'manager');
    const data = await exportStudent(svc, actorOf(ctx).accountId, String(req.params.id));
    res.setHeader('Content-Disposition', `attachment; filename="aluno-${data.student.id}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(data);
  };
}
