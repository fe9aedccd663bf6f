import buildGraphQLProvider, { type Options } from 'ra-data-graphql';
import { messages } from '@gym/contracts/messages';
import { passwordResetMessages } from '@gym/contracts/passwordReset/events';
import { endpoints } from '../lib/env';
import { adminIntrospection } from './schema';
import { buildQuery, operationNames } from './buildQuery';
import { fetchClient } from './client';
import { restRequest } from './request';
import type { ResourceHandlers } from './types';
import { overdueStudentsPage } from './overdueStudents';

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
 * Students (resource `alunos`): alunos, aluno and createOrUpdateUser built from the schema by
 * ra-data-graphql (buildQuery.ts); deletion is REST (spec 002: delete method to admin/alunos/{id}).
 */
export const students: ResourceHandlers = {
  getList: (params) =>
    // The 'Somente em atraso' filter (recurring billing, issue 24) lists the students with an overdue payment.
    params.filter?.overdue
      ? overdueStudentsPage(params, (p) => graphqlProvider.getOne('alunos', p))
      : graphqlProvider.getList('alunos', params),
  getOne: (params) => graphqlProvider.getOne('alunos', params),
  create: (params) => graphqlProvider.create('alunos', params),
  update: (params) => graphqlProvider.update('alunos', params),
  delete: async ({ id, previousData }) => {
    await restRequest(endpoints.student(id), 'DELETE', messages.studentDeleteError);
    return { data: previousData ?? { id } };
  },
};

export const studentMethods = {
  /** GET admin/alunos/{id}/reset-password: the e-mail with a new-password link; answers the pt-BR message. */
  requestPasswordReset: async (studentId: string): Promise<string> => {
    const body = await restRequest<{ message?: string }>(
      `${endpoints.student(studentId)}/reset-password`,
      'GET',
      passwordResetMessages.error,
    );
    return body?.message ?? passwordResetMessages.sent;
  },
};
