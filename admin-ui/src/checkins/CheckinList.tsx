import { Button, Card, CardContent, Pagination } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router';
import { useNotifyRequestError } from '../lib/notifyError';
import { adminGql } from './api';
import { CHECKIN_FIELDS, type CheckinRow } from './checkinLabels';
import { CheckinTable } from './CheckinTable';

const LIST = `query Checkins($page: Int) { checkins(page: $page) { page totalPages list { ${CHECKIN_FIELDS} } } }`;

/** /checkins/: the account's check-ins, newest class first, 25 a page. */
export const CheckinList = () => {
  const onError = useNotifyRequestError();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: CheckinRow[]; totalPages: number }>({ list: [], totalPages: 1 });
  const load = useCallback(() => adminGql<{ checkins: typeof data }>(LIST, { page }).then((d) => setData(d.checkins), onError), [page, onError]);
  useEffect(() => void load(), [load]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Checkins" />
      <CardContent>
        <Button component={Link} to="/checkins/new" variant="contained">Novo Checkin</Button>
        {/* The booking rules moved to the settings screen's check-ins tab (/edit#checkins). */}
        <CheckinTable rows={data.list} withStudent onChanged={() => void load()} />
        <Pagination page={page} count={data.totalPages} onChange={(_e, p) => setPage(p)} />
      </CardContent>
    </Card>
  );
};
