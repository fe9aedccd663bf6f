import { HttpError } from 'react-admin';
import { RequestError } from '../lib/graphqlRequest';
import { accountMethods } from './account';
import type { AdminDataProvider } from './index';

/**
 * The data provider as the console's first load sees it (issue 26): the real one (index.ts, with graphql-js,
 * the admin SDL and ra-data-graphql, a large part of the console's JavaScript) is fetched on the first call
 * of any of its methods, so the sign-in card loads without it. The only call the sign-in card makes, the
 * account's public name, goes straight to its light request.
 */
let loading: Promise<AdminDataProvider> | null = null;
const load = () => (loading ??= import('./index').then((module) => module.dataProvider));

/** Properties react-admin (or a promise check) reads that are not methods. */
const NOT_METHODS = new Set(['then', 'supportAbortSignal', 'toJSON', '$$typeof', 'constructor']);

const light: Partial<Record<string, (...args: never[]) => Promise<unknown>>> = {
  publicAccountName: () =>
    accountMethods.publicAccountName().catch((error: unknown) => {
      // As index.ts does: react-admin sees an HttpError with the real status.
      if (error instanceof RequestError) throw new HttpError(error.message, error.status, { code: error.code });
      throw error;
    }),
};

export const lazyDataProvider = new Proxy({} as AdminDataProvider, {
  get(_target, property) {
    if (typeof property !== 'string' || NOT_METHODS.has(property)) return undefined;
    return (
      light[property] ??
      ((...args: unknown[]) =>
        load().then((provider) => {
          // Called on the provider, as `provider[property](...args)` would be.
          const method = Reflect.get(provider, property) as (...args: unknown[]) => unknown;
          return method.apply(provider, args);
        }))
    );
  },
});
