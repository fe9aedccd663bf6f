import { useState } from 'react';
import { Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { inboxMessages } from '@gym/contracts/inbox/input';
import { formatDate } from '@gym/contracts/validation/index';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import type { Student } from '../dataProvider/student';
import { MessageThread } from './MessageThread';
import { NewMessageForm } from './NewMessageForm';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'open'; messageId: string };

/** Profile option inbox (spec 002 'Inbox'): the student's messages, a thread, a new message. */
export const InboxPanel = ({ student }: { readonly student: Student }) => {
  const onError = useNotifyRequestError();
  const [view, setView] = useState<View>({ kind: 'list' });
  const { data: messages, refetch } = useAdminQuery(
    ['getUserInbox', student.id],
    (dataProvider) => dataProvider.getUserInbox(student.id),
    { onError },
  );
  const load = () => void refetch();

  const backToList = () => {
    setView({ kind: 'list' });
    load();
  };
  if (view.kind === 'new') return <NewMessageForm to={student.email} onDone={backToList} />;
  if (view.kind === 'open')
    return <MessageThread messageId={view.messageId} userId={student.id} onClose={backToList} />;
  if (!messages) return <Typography>Carregando...</Typography>;
  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setView({ kind: 'new' })}
        sx={{ alignSelf: 'flex-end' }}
      >
        Nova mensagem
      </Button>
      {messages.length === 0 ? (
        <Typography color="text.secondary">{inboxMessages.empty}</Typography>
      ) : (
        <List aria-label="Mensagens">
          {messages.map((m) => (
            <ListItemButton key={m.id} onClick={() => setView({ kind: 'open', messageId: m.id })} divider>
              <ListItemText
                primary={`${m.subject} (${m.repliesCount + 1})`}
                secondary={`${m.from} · ${formatDate(m.sentAt)} · ${m.body}`}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
};

export default InboxPanel;
