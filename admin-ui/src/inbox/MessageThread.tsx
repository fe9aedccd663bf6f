import { useState } from 'react';
import { Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { formatDate } from '@gym/contracts/validation/index';
import { useAdminDataProvider, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { bodyError, useSend } from './useSend';

/** An opened message: its replies and the reply form. */
export const MessageThread = ({
  messageId,
  userId,
  onClose,
}: {
  messageId: string;
  userId: string;
  onClose: () => void;
}) => {
  const onError = useNotifyRequestError();
  const dataProvider = useAdminDataProvider();
  const [body, setBody] = useState('');
  const { send, sending, errors, setErrors } = useSend();
  const { data: message, refetch } = useAdminQuery(
    ['getMessageById', messageId, userId],
    (dp) => dp.getMessageById(messageId, userId),
    { onError },
  );
  const load = () => void refetch();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = bodyError(body);
    if (invalid) return setErrors({ body: invalid });
    if (await send(() => dataProvider.sendReplyMessage({ messageId, body }))) {
      setBody('');
      load();
    }
  };

  if (!message) return <Typography>Carregando...</Typography>;
  return (
    <Stack spacing={2}>
      <Button onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
        Voltar
      </Button>
      <Typography variant="h6">{message.subject}</Typography>
      <Typography variant="caption" color="text.secondary">
        {message.from} · {formatDate(message.sentAt)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
      <Divider />
      <Stack spacing={1} aria-label="Respostas">
        {message.replies.map((reply) => (
          <div key={reply.id}>
            <Typography variant="caption" color="text.secondary">
              {reply.from} · {formatDate(reply.sentAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.body}</Typography>
          </div>
        ))}
      </Stack>
      <Stack component="form" spacing={1} onSubmit={submit} aria-label="Responder">
        <TextField
          label="Resposta"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={2}
          error={!!errors.body}
          helperText={errors.body ?? ' '}
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          Responder
        </Button>
      </Stack>
    </Stack>
  );
};
