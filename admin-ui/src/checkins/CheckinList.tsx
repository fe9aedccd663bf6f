import { Button, Card, CardContent, Pagination } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router';
import type { CheckinRow } from '../dataProvider/checkins';
import { readOnce } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { CheckinTable } from './CheckinTable';

/** /checkins/: the account's check-ins, newest class first, 25 a page. */
export const CheckinList = () => {
  const onError = useNotifyRequestError();
  const [page, setPage] = useState(1);
  const {
    data = [],
    meta,
    refetch,
  } = useGetList<CheckinRow>('checkins', { pagination: { page, perPage: 25 } }, { ...readOnce, onError });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Checkins" />
      <CardContent>
        <Button component={Link} to="/checkins/new" variant="contained">
          Novo Checkin
        </Button>
        {/* The booking rules moved to the settings screen's check-ins tab (/edit#checkins). */}
        <CheckinTable rows={data} withStudent onChanged={() => void refetch()} />
        <Pagination
          page={page}
          count={(meta as { totalPages?: number } | undefined)?.totalPages ?? 1}
          onChange={(_e, p) => setPage(p)}
        />
      </CardContent>
    </Card>
  );
};

export default CheckinList;
