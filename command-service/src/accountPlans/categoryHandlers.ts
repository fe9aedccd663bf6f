import { accountPlanMessages, categoryInputSchema } from '@gym/contracts';
import { handleCommand, NotFoundError, uuid, ValidationError } from '@gym/platform';
import { listAccountCategories } from '@gym/projection-service';
import { metadataOf, type Services } from '../services.ts';
import { parseInput } from '../validation.ts';
import { categoryDecider } from './accountPlanDeciders.ts';
import type { Operator } from './operator.ts';
import { accountPlanStreams } from './accountPlanStreams.ts';
import { allCategories } from './categories.ts';

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Saves a category (POST: new, PUT: an existing one, built-in or the operator's). */
export async function saveCategory(svc: Services, operator: Operator, id: string | null, body: unknown) {
  const input = parseInput(categoryInputSchema, (body as { category?: unknown } | null)?.category, ['category']);
  const all = await allCategories(svc);
  const existing = id ? all.find((c) => c.id === id) : null;
  if (id && !existing) throw new NotFoundError(accountPlanMessages.categoryNotFound);
  const parentId =
    input.parent_id === null || input.parent_id === undefined || input.parent_id === ''
      ? null
      : String(input.parent_id);
  if (parentId && (!all.some((c) => c.id === parentId) || parentId === id))
    throw new ValidationError([{ path: ['category', 'parent_id'], message: accountPlanMessages.categoryNotFound }]);
  const categoryId = id ?? uuid();
  const builtIn = existing && !(await listAccountCategories(svc.documents)).some((c) => c.id === existing.id);
  const result = await handleCommand(svc.eventStore, {
    streamId: accountPlanStreams.category(categoryId),
    decider: categoryDecider,
    command: {
      type: 'SaveCategory',
      data: {
        categoryId,
        code: existing?.code ?? (slug(input.name) || categoryId.slice(0, 8)),
        name: input.name,
        // An update keeps what its caller did not send (issue 35: a save without them wiped both).
        description: input.description === undefined ? (existing?.description ?? null) : input.description,
        parentId: input.parent_id === undefined ? (existing?.parentId ?? null) : parentId,
        savedAt: svc.clock.now().toISOString(),
        // A built-in category has no stream yet: its first save creates it.
        mustExist: Boolean(id) && !builtIn,
      },
    },
    metadata: metadataOf({ ...operator, accountId: 'alderaan' }),
  });
  await svc.readModelsReached(result.position);
  return { id: categoryId, created: !id };
}
