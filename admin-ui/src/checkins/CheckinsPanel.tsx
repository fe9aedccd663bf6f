import { Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { CheckinRow } from '../dataProvider/checkins';
import { readOnce } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import type { ProfilePanelProps } from '../students/profilePanels';
import { CheckinTable } from './CheckinTable';

/** The profile's checkins option (spec 002): history, no-shows, only today's editable. */
export const CheckinsPanel = ({ student }: ProfilePanelProps) => {
  const onError = useNotifyRequestError();
  const {
    data,
    total = 0,
    meta,
    refetch,
  } = useGetList<CheckinRow>(
    'checkins',
    { filter: { userId: student.id }, pagination: { page: 1, perPage: 25 } },
    { ...readOnce, onError },
  );
  if (!data) return null;
  return (
    <>
      <Typography>
        {total} checkin(s) · {(meta as { noShows?: number } | undefined)?.noShows ?? 0} falta(s)
      </Typography>
      <CheckinTable rows={data} withStudent={false} onChanged={() => void refetch()} />
    </>
  );
};
