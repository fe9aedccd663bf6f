import type { AccountCategoryDoc } from '@gym/contracts';
import { deterministicId } from '@gym/platform';
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
