import buildGraphQLProvider, { type Options } from 'ra-data-graphql';
import { HttpError, type DataProvider } from 'react-admin';
import { RequestError } from '../lib/graphqlRequest';
import { adminIntrospection } from './schema';
import { buildQuery, operationNames } from './buildQuery';
import { fetchClient } from './client';
import { deleteStudent } from './deleteStudent';

const graphqlProvider = buildGraphQLProvider({
  // ra-data-graphql only calls query() and mutate() of its client: a fetch-based one is enough.
  client: fetchClient as unknown as NonNullable<Options['client']>,
  introspection: {
    schema: adminIntrospection,
    operationNames: Object.fromEntries(
      ['GET_LIST', 'GET_ONE', 'GET_MANY', 'GET_MANY_REFERENCE', 'CREATE', 'UPDATE', 'DELETE'].map((verb) => [
        verb,
        (type: { name: string }) => operationNames[type.name]?.[verb] ?? `__${verb}_${type.name}`,
      ]),
    ),
  },
  buildQuery,
});

/**
 * ra-data-graphql wraps every failure in an HttpError whose body is the original error; unwrap it so
 * react-admin sees the real status (401 logs out), the server messages, and `body.errors` keyed by
 * field for the errors under the form fields.
 */
function normalise(error: unknown): never {
  const inner = error instanceof HttpError && error.body instanceof RequestError ? error.body : error;
  if (inner instanceof RequestError) {
    const errors = Object.keys(inner.errors).length > 0 ? inner.errors : undefined;
    throw new HttpError(inner.message, inner.status, { errors, code: inner.code });
  }
  throw error;
}

const guard = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> => fn(...args).catch(normalise);

export const dataProvider: DataProvider = {
  getList: guard((resource, params) => graphqlProvider.getList(resource, params)),
  getOne: guard((resource, params) => graphqlProvider.getOne(resource, params)),
  // No batch query in the contract: one aluno(id) per id.
  getMany: guard(async (resource, params) => {
    const records = await Promise.all(
      params.ids.map((id) => graphqlProvider.getOne(resource, { id, signal: params.signal }).then((r) => r.data)),
    );
    return { data: records };
  }),
  getManyReference: () => Promise.reject(new Error('getManyReference não é suportado')),
  create: guard((resource, params) => graphqlProvider.create(resource, params)),
  update: guard((resource, params) => graphqlProvider.update(resource, params)),
  updateMany: () => Promise.reject(new Error('updateMany não é suportado')),
  // Deletion is REST, not GraphQL (spec 002: delete method to admin/alunos/{id}).
  delete: guard(async (resource, params) => {
    if (resource !== 'alunos') throw new Error(`Recurso desconhecido: ${resource}`);
    await deleteStudent(params.id);
    return { data: params.previousData ?? { id: params.id } };
  }) as DataProvider['delete'],
  deleteMany: guard(async (resource, params) => {
    if (resource !== 'alunos') throw new Error(`Recurso desconhecido: ${resource}`);
    for (const id of params.ids) await deleteStudent(id);
    return { data: params.ids };
  }),
};
