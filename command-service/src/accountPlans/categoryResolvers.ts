import type { Services } from '../services.ts';
import { allCategories } from './categories.ts';

export function categoryResolvers(svc: Services) {
  return {
    async accountCategories() {
      return (await allCategories(svc))
        .filter((c) => c.parentId === null)
        .map(({ id, code, name }) => ({ id, code, name }));
    },
    async accountSubcategories(args: { categoryCode: string }) {
      const all = await allCategories(svc);
      const parent = all.find((c) => c.parentId === null && c.code === args.categoryCode);
      return parent ? all.filter((c) => c.parentId === parent.id).map(({ code, name }) => ({ code, name })) : [];
    },
  };
}

/** Root fields of the global scope (the sign-up wizard's lists), spread into schemas.ts. */
export function categoryGlobalOperations(svc: Services) {
  const r = categoryResolvers(svc);
  return {
    accountCategories: { access: 'public', resolve: r.accountCategories },
    accountSubcategories: { access: 'public', resolve: r.accountSubcategories },
  } as const;
}
