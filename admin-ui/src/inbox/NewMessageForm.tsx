import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { messages } from '@gym/contracts/messages';
import { useAdminDataProvider } from '../dataProvider/hooks';
import { bodyError, useSend } from './useSend';

/** A new message to the student (createMessage: to is the student's e-mail). */
export const NewMessageForm = ({ to, onDone }: { to: string; onDone: (sent: boolean) => void }) => {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { send, sending, errors, setErrors } = useSend();
  const dataProvider = useAdminDataProvider();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = {
      ...(subject.trim() ? {} : { subject: messages.required }),
      ...(bodyError(body) ? { body: bodyError(body)! } : {}),
    };
    if (Object.keys(local).length) return setErrors(local);
    if (await send(() => dataProvider.createMessage({ to, subject, body }))) onDone(true);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Nova mensagem" sx={{ maxWidth: 560 }}>
      <TextField
        label="Assunto"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={!!errors.subject}
        helperText={errors.subject ?? ' '}
      />
      <TextField
        label="Mensagem"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={4}
        error={!!errors.body}
        helperText={errors.body ?? ' '}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={sending}>
          Enviar
        </Button>
        <Button onClick={() => onDone(false)} disabled={sending}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
};
