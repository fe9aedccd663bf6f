import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { socialMessages as m } from '@gym/contracts/social/index';
import { formatDate } from '@gym/contracts/validation/date';
import { useState } from 'react';
import { Confirm, Loading, Title, useNotify } from 'react-admin';
import type { Comment } from '../dataProvider/social';
import { useAdminMutation, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';

/** Where a comment was made ('no post', 'no treino'...), followed by the item's name. */
const itemLabel: Record<string, string> = {
  post: m.onPost,
  program_class: m.onClass,
  workout_group: m.onWorkoutGroup,
  course: m.onCourse,
  course_unit: m.onCourseUnit,
};

const STATUSES = [
  { value: '', label: 'Todos' },
  { value: 'visible', label: m.visibleLabel },
  { value: 'hidden', label: m.hiddenLabel },
];

/** /general_comments: every comment of the account, newest first; staff hide, delete and reply in place. */
export const GeneralCommentsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [status, setStatus] = useState('');
  const comments = useAdminQuery(['generalComments', status], (dp) => dp.generalComments(1, status || null), {
    onError,
  });
  const [replying, setReplying] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const [toDelete, setToDelete] = useState<string | null>(null);
  const hide = useAdminMutation((dp, id: string) => dp.hideComment(id));
  const remove = useAdminMutation((dp, id: string) => dp.deleteComment(id));
  const send = useAdminMutation((dp, v: { id: string; message: string }) => dp.replyComment(v.id, v.message));

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      await comments.refetch();
    } catch (e) {
      onError(e);
    }
  };

  const item = (c: Comment) => (
    <Card key={c.id} data-testid="comment" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', gap: 2, minWidth: 0 }}>
        <Avatar src={c.author.avatar ?? undefined} alt={c.author.name} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{c.author.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(c.createdAt)} · {itemLabel[c.commentableType] ?? m.onClass}
              {c.commentableName ? <span data-testid="comment-item"> {c.commentableName}</span> : null}
              {c.replyToId ? ` · ${m.replyTo}` : ''}
            </Typography>
            {c.status === 'hidden' ? <Chip size="small" label={m.hiddenLabel} data-testid="comment-hidden" /> : null}
          </Box>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{c.message}</Typography>
          {replying === c.id ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
              <TextField
                size="small"
                label={m.replyLabel}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
                fullWidth
              />
              <Button
                variant="contained"
                onClick={() =>
                  run(async () => {
                    await send.mutateAsync({ id: c.id, message: reply });
                    setReplying(null);
                    setReply('');
                  }, m.replySent)
                }
              >
                {m.send}
              </Button>
              <Button onClick={() => setReplying(null)}>{m.cancel}</Button>
            </Stack>
          ) : null}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {c.status === 'visible' ? (
          <Button onClick={() => run(() => hide.mutateAsync(c.id), m.commentHidden)}>{m.hide}</Button>
        ) : null}
        <Button onClick={() => setReplying(c.id)}>{m.reply}</Button>
        <Button color="error" onClick={() => setToDelete(c.id)}>
          {m.delete}
        </Button>
      </CardActions>
    </Card>
  );

  return (
    <Box sx={{ mt: 2, maxWidth: 820, minWidth: 0 }}>
      <Title title={m.commentsTitle} />
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        sx={{ mb: 2, minWidth: 180 }}
      >
        {STATUSES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      {!comments.data ? (
        comments.isError ? null : (
          <Loading />
        )
      ) : comments.data.list.length === 0 ? (
        <Typography color="text.secondary">{m.noCommentsYet}</Typography>
      ) : (
        <Stack spacing={2}>{comments.data.list.map(item)}</Stack>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title={m.delete}
        content={m.confirmDeleteComment}
        onConfirm={() => {
          const id = toDelete;
          setToDelete(null);
          if (id) void run(() => remove.mutateAsync(id), m.commentDeleted);
        }}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};

export default GeneralCommentsPage;
