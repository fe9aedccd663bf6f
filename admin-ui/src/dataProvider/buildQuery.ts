import { parse } from 'graphql';
import { messages } from '@gym/contracts/messages';
import { CREATE, GET_LIST, GET_ONE, UPDATE } from 'react-admin';
import type { BuildQuery, BuildQueryFactory, BuildQueryResult } from 'ra-data-graphql';
import { inputFieldsOf, selectionOf } from './selection';

/** react-admin resource → GraphQL type of the admin scope. */
export const resourceTypes = { alunos: 'Student' } as const;

/** Spec 002 section 7 operation names, per react-admin verb. */
export const operationNames: Record<string, Partial<Record<string, string>>> = {
  Student: { [GET_LIST]: 'alunos', [GET_ONE]: 'aluno', [CREATE]: 'createOrUpdateUser', [UPDATE]: 'createOrUpdateUser' },
};

type Data = Record<string, unknown>;

/** Form values → UserInput: only the input's keys, '' as null, height as an integer, origin panel. */
function toUserInput(data: Data, keys: readonly string[], id: unknown): Data {
  const input: Data = {};
  for (const key of keys) {
    if (!(key in data)) continue;
    const value = data[key];
    input[key] = value === '' || value === undefined ? null : value;
  }
  if (input.height !== null && input.height !== undefined) {
    const height = Number(input.height);
    input.height = Number.isFinite(height) ? Math.trunc(height) : input.height;
  }
  if (id !== undefined && id !== null && id !== '') input.id = String(id);
  else delete input.id;
  // A profile saved from the panel is sent with origin panel (spec 002 section 3).
  input.origin = 'panel';
  return input;
}

export const buildQuery: BuildQueryFactory = (introspection) => {
  const studentFields = selectionOf('Student', introspection.types);
  const userInputKeys = inputFieldsOf('UserInput', introspection.types);

  const query: BuildQuery = (verb, resource, params): BuildQueryResult => {
    if (resource !== 'alunos') throw new Error(`Recurso desconhecido: ${resource}`);
    switch (verb) {
      case GET_LIST: {
        const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
        return {
          query: parse(`query Alunos($page: Int, $search: String) {
            alunos(page: $page, search: $search) { list { ${studentFields} } page totalEntries totalPages }
          }`),
          // The server pages by 25 and starts at 1; sorting is the server's (by name).
          variables: { page: params.pagination?.page ?? 1, search: search || null },
          parseResponse: ({ data }) => ({ data: data.alunos.list, total: data.alunos.totalEntries }),
        };
      }
      case GET_ONE:
        return {
          query: parse(`query Aluno($id: ID!) { aluno(id: $id) { ${studentFields} } }`),
          variables: { id: String(params.id) },
          parseResponse: ({ data }) => {
            if (!data.aluno) throw new Error(messages.studentNotFound);
            return { data: data.aluno };
          },
        };
      case CREATE:
      case UPDATE:
        return {
          query: parse(`mutation CreateOrUpdateUser($input: UserInput!) {
            createOrUpdateUser(input: $input) { ${studentFields} }
          }`),
          variables: { input: toUserInput(params.data ?? {}, userInputKeys, verb === UPDATE ? params.id : undefined) },
          parseResponse: ({ data }) => ({ data: data.createOrUpdateUser }),
        };
      default:
        throw new Error(`Operação ${verb} não suportada para ${resource}`);
    }
  };
  return query;
};
