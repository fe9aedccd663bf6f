import { messages } from '@gym/contracts/messages';
import { endpoints } from '../lib/env';
import { authHeaders, RequestError } from '../lib/graphqlRequest';

/** Spec 002: delete method to admin/alunos/{id}; 204, or 4xx with `{ error: '<pt-BR>' }`. */
export async function deleteStudent(id: string | number): Promise<void> {
  const response = await fetch(endpoints.student(id), {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json', ...authHeaders() },
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  const code = response.status === 401 ? 'UNAUTHENTICATED' : null;
  throw new RequestError(body?.error ?? messages.studentDeleteError, response.status, code, {});
}
