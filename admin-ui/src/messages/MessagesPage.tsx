import { Box, Button, Chip, FormControlLabel, Switch, TableCell, TableRow, Typography } from '@mui/material';
import { staffInboxMessages as m } from '@gym/contracts/inbox/threads';
import { formatDate } from '@gym/contracts/validation/date';
import { useState } from 'react';
import { Title } from 'react-admin';
import type { InboxThread } from '../dataProvider/staffMessages';
import { useAdminQuery } from '../dataProvider/hooks';
import { MessageThread } from '../inbox/MessageThread';
import { PagedTable } from '../layout/PagedTable';
import { useNotifyRequestError } from '../lib/notifyError';

/**
 * /messages: every inbox thread of the account, unread member replies first. A thread opens in place with the
 * profile inbox's own thread view (getMessageById, sendReplyMessage and its rules).
 */
export const MessagesPage = () => {
  const onError = useNotifyRequestError();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<InboxThread | null>(null);
  const threads = useAdminQuery(['inboxThreads', page, unreadOnly], (dp) => dp.inboxThreads(page, unreadOnly), {
    onError,
  });

  if (open)
    return (
      <Box sx={{ mt: 2, maxWidth: 820, minWidth: 0 }} data-testid="message-thread">
        <Title title={m.title} />
        <Typography variant="body2" color="text.secondary">
          {m.student}: {open.studentName}
        </Typography>
        <MessageThread
          messageId={open.id}
          userId={open.studentId}
          onClose={() => {
            setOpen(null);
            void threads.refetch();
          }}
        />
      </Box>
    );

  const row = (t: InboxThread) => (
    <TableRow key={t.id} data-testid="inbox-thread" data-unread={t.unread ? 'true' : 'false'}>
      <TableCell>
        <span>{t.studentName}</span>
        {t.unread ? <Chip size="small" color="primary" label={m.unread} sx={{ ml: 1 }} /> : null}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{t.subject}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: t.unread ? 600 : 400 }}>
          {t.lastFrom}: {t.lastBody.length > 120 ? `${t.lastBody.slice(0, 120)}…` : t.lastBody}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(t.lastAt)}
        </Typography>
      </TableCell>
      <TableCell>{t.repliesCount + 1}</TableCell>
      <TableCell>
        <Button size="small" disabled={!t.to} onClick={() => setOpen(t)}>
          {m.open}
        </Button>
      </TableCell>
    </TableRow>
  );

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={m.title} />
      <FormControlLabel
        control={
          <Switch
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(1);
            }}
          />
        }
        label={m.unreadOnly}
        sx={{ mb: 1 }}
      />
      <PagedTable
        query={threads}
        label={m.title}
        empty={m.empty}
        headings={[m.student, m.subject, m.last, m.replies, '']}
        row={row}
        page={page}
        onPage={setPage}
      />
    </Box>
  );
};

export default MessagesPage;
