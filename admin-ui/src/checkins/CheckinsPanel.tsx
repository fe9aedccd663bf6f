import { Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotifyRequestError } from '../lib/notifyError';
import type { ProfilePanelProps } from '../alunos/profilePanels';
import { adminGql } from './api';
import { CHECKIN_FIELDS, type CheckinRow } from './checkinLabels';
import { CheckinTable } from './CheckinTable';

const HISTORY = `query UserCheckins($userId: ID!, $page: Int) { getUserCheckinHistory(userId: $userId, page: $page) { totalEntries noShows list { ${CHECKIN_FIELDS} } } }`;

/** The profile's checkins option (spec 002): history, no-shows, only today's editable. */
export const CheckinsPanel = ({ student }: ProfilePanelProps) => {
  const onError = useNotifyRequestError();
  const [data, setData] = useState<{ list: CheckinRow[]; totalEntries: number; noShows: number } | null>(null);
  const load = useCallback(
    () => adminGql<{ getUserCheckinHistory: NonNullable<typeof data> }>(HISTORY, { userId: student.id, page: 1 }).then((d) => setData(d.getUserCheckinHistory), onError),
    [student.id, onError],
  );
  useEffect(() => void load(), [load]);
  if (!data) return null;
  return (
    <>
      <Typography>{data.totalEntries} checkin(s) · {data.noShows} falta(s)</Typography>
      <CheckinTable rows={data.list} withStudent={false} onChanged={() => void load()} />
    </>
  );
};
