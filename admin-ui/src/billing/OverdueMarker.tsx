import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { billingConsoleMessages as t } from '@gym/contracts/console/billingConsoleMessages';
import { formatBRL } from '@gym/contracts/validation/money';
import { useAdminQuery } from '../dataProvider/hooks';

/** The overdue students of the account, read once for the whole list (cached briefly). */
export function useOverdueByStudent() {
  const { data } = useAdminQuery(['overdueStudents'], (dp) => dp.overdueStudents(), { staleTime: 30_000 });
  const byStudent = new Map<string, number>();
  for (const s of data ?? []) byStudent.set(s.studentId, (byStudent.get(s.studentId) ?? 0) + s.overdueAmount);
  return byStudent;
}

/** The student list's marker: 'Em atraso' with the overdue amount, for a student with an overdue card payment. */
export const OverdueMarkerField = (_props: { label?: string }) => {
  const student = useRecordContext<{ id: string }>();
  const overdue = useOverdueByStudent();
  const amount = student ? overdue.get(String(student.id)) : undefined;
  if (!amount) return null;
  return (
    <Chip size="small" color="error" label={`${t.overdueMarker} · ${formatBRL(amount)}`} data-testid="overdue-marker" />
  );
};
