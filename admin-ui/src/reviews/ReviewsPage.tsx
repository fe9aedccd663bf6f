import { Box, Button, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { reviewableTypes, reviewMessages } from '@gym/contracts/reviews/index';
import { staffReviewMessages as m } from '@gym/contracts/reviews/staff';
import { formatDate } from '@gym/contracts/validation/date';
import { Fragment, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import type { StaffReview } from '../dataProvider/staffReviews';
import { useAdminMutation, useAdminQuery } from '../dataProvider/hooks';
import { PagedTable } from '../layout/PagedTable';
import { useNotifyRequestError } from '../lib/notifyError';
import { RatingHistoryChart } from './RatingHistoryChart';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

const itemText = (r: StaffReview) => {
  const type = m.typeLabels[r.reviewableType] ?? r.reviewableType;
  if (!r.item) return type;
  return `${type}: ${r.item.title}${r.item.startTime ? ` (${r.item.startTime})` : ''}`;
};

/** /reviews: every review of the account with the rating over time; staff answer a review in place. */
export const ReviewsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [type, setType] = useState('');
  const [rating, setRating] = useState('');
  const [period, setPeriod] = useState<'day' | 'month'>('day');
  const [page, setPage] = useState(1);
  const reviews = useAdminQuery(
    ['reviews', page, type, rating],
    (dp) => dp.reviews(page, type || null, rating ? Number(rating) : null),
    { onError },
  );
  const history = useAdminQuery(['reviewRatingHistory', period], (dp) => dp.reviewRatingHistory(period), { onError });
  const [replying, setReplying] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const send = useAdminMutation((dp, v: { id: string; reply: string }) => dp.replyReview(v.id, v.reply));

  const submit = async (id: string) => {
    try {
      await send.mutateAsync({ id, reply });
      notify(m.replySent, { type: 'success' });
      setReplying(null);
      setReply('');
      await reviews.refetch();
    } catch (e) {
      onError(e);
    }
  };

  const row = (r: StaffReview) => (
    <Fragment key={r.id}>
      <TableRow data-testid="review">
        <TableCell>{formatDate(r.submittedAt)}</TableCell>
        <TableCell>{r.userName}</TableCell>
        <TableCell>{itemText(r)}</TableCell>
        <TableCell aria-label={`${r.rating} - ${reviewMessages.ratingLabels[r.rating]}`}>
          <span aria-hidden>{stars(r.rating)}</span> {r.rating}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {r.comment ?? '-'}
          {r.reply ? (
            <Typography variant="body2" color="text.secondary" data-testid="review-reply" sx={{ mt: 0.5 }}>
              {m.staffReply}: {r.reply.text}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          <Button
            size="small"
            onClick={() => {
              setReplying(r.id);
              setReply(r.reply?.text ?? '');
            }}
          >
            {m.reply}
          </Button>
        </TableCell>
      </TableRow>
      {replying === r.id ? (
        <TableRow>
          <TableCell colSpan={6}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label={m.replyLabel}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
                fullWidth
                autoFocus
              />
              <Button variant="contained" disabled={send.isPending} onClick={() => void submit(r.id)}>
                {m.send}
              </Button>
              <Button onClick={() => setReplying(null)}>{m.cancel}</Button>
            </Stack>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={m.title} />
      {history.data ? <RatingHistoryChart history={history.data} period={period} onPeriod={setPeriod} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          select
          size="small"
          label={m.itemType}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{m.all}</MenuItem>
          {reviewableTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {m.typeLabels[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={m.rating}
          value={rating}
          onChange={(e) => {
            setRating(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{m.allRatings}</MenuItem>
          {[5, 4, 3, 2, 1].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {`${n} - ${reviewMessages.ratingLabels[n]}`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedTable
        query={reviews}
        label={m.title}
        empty={m.empty}
        headings={[m.date, m.member, m.item, m.rating, m.comment, '']}
        row={row}
        page={page}
        onPage={setPage}
      />
    </Box>
  );
};

export default ReviewsPage;
