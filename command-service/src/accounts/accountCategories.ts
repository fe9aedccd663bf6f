import { registrationMessages, type AccountCategoryDoc } from '@gym/contracts';
import { deterministicId, ValidationError } from '@gym/platform';
import { listAccountCategories } from '@gym/projection-service';
import type { Services } from '../services.ts';

/** Today's list of areas of activity: what `accountCategories` answers until the operator changes it. */
export const builtInCategories = [
  {
    code: 'personal-trainer',
    name: 'Personal Trainer',
    subs: [
      ['musculacao', 'Musculação'],
      ['funcional', 'Treinamento Funcional'],
      ['emagrecimento', 'Emagrecimento'],
    ],
  },
  {
    code: 'academia',
    name: 'Academia',
    subs: [
      ['musculacao', 'Musculação'],
      ['lutas', 'Lutas'],
      ['natacao', 'Natação'],
    ],
  },
  {
    code: 'studio',
    name: 'Studio',
    subs: [
      ['pilates', 'Pilates'],
      ['yoga', 'Yoga'],
      ['crossfit', 'Crossfit'],
    ],
  },
  {
    code: 'assessoria-esportiva',
    name: 'Assessoria Esportiva',
    subs: [
      ['corrida', 'Corrida'],
      ['ciclismo', 'Ciclismo'],
      ['triathlon', 'Triathlon'],
    ],
  },
  {
    code: 'nutricao',
    name: 'Nutrição',
    subs: [
      ['clinica', 'Nutrição Clínica'],
      ['esportiva', 'Nutrição Esportiva'],
    ],
  },
] as const;

/** The built-in list as documents: ids are name-based, so the operator edits one through its id like any other. */
export function builtInCategoryDocs(): AccountCategoryDoc[] {
  const docs: AccountCategoryDoc[] = [];
  for (const c of builtInCategories) {
    const id = deterministicId('category', c.code);
    docs.push({ id, code: c.code, name: c.name, description: null, parentId: null });
    for (const [code, name] of c.subs)
      docs.push({ id: deterministicId('category', c.code, code), code, name, description: null, parentId: id });
  }
  return docs;
}

/** Built-in categories overlaid with the operator's (same id: the operator's version wins). */
export async function allCategories(svc: Services): Promise<AccountCategoryDoc[]> {
  const byId = new Map(builtInCategoryDocs().map((d) => [d.id, d] as const));
  for (const doc of await listAccountCategories(svc.documents)) byId.set(doc.id, doc);
  return [...byId.values()];
}

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
