import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { billingMethods } from './billing';

/**
 * The student list's 'Somente em atraso' filter: the account's students with an overdue card payment (the
 * overdueStudents query, read from the recurring-billing read model), by name, a page of them read as the
 * list reads a student (aluno). At most a few hundred: the ladder cancels plans before the list grows long.
 */
export async function overdueStudentsPage(
  params: GetListParams,
  getOne: (params: GetOneParams) => Promise<GetOneResult>,
): Promise<GetListResult> {
  const overdue = await billingMethods.overdueStudents();
  const ids = [...new Map(overdue.map((s) => [s.studentId, s.studentName])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'))
    .map(([id]) => id);
  const perPage = params.pagination?.perPage ?? 25;
  const page = params.pagination?.page ?? 1;
  const slice = ids.slice((page - 1) * perPage, page * perPage);
  const data = await Promise.all(slice.map((id) => getOne({ id }).then((r) => r.data)));
  return { data, total: ids.length };
}
