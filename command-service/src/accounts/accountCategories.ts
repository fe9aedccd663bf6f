import { registrationMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { allCategories } from '../accountPlans/categories.ts';
import type { Services } from '../services.ts';

/**
 * An account's area of activity (issue 35 item 6): the category must be one of the list (top level) and the
 * subcategory one of that category's. Read after the read models reach the log's head, so a category the
 * operator saved a moment ago counts (the list is the operator's reference data; its read model cannot lag here).
 * A field left out (undefined) is not checked: an update keeps what it had.
 */
export async function checkAccountCategory(
  svc: Services,
  category: string | null | undefined,
  subcategory: string | null | undefined,
  path: readonly string[] = [],
): Promise<void> {
  if (!category && !subcategory) return;
  await svc.readModelsReached(await svc.eventStore.headPosition(), 10_000);
  const all = await allCategories(svc);
  const parent = category ? all.find((c) => c.parentId === null && c.code === category) : null;
  if (category && !parent)
    throw new ValidationError([{ path: [...path, 'category'], message: registrationMessages.category }]);
  if (subcategory && (!parent || !all.some((c) => c.parentId === parent.id && c.code === subcategory)))
    throw new ValidationError([{ path: [...path, 'subcategory'], message: registrationMessages.subcategory }]);
}
