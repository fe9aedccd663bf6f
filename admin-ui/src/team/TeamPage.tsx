import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { StackedTable } from '../layout/StackedTable';
import {
  staffRoleLabels,
  staffRoleValues,
  teamMessages,
  teamRemovalMessages,
  teamRoleMessages,
} from '@gym/contracts/team/index';
import { session } from '../auth/session';
import { inviteStaff, listStaff, removeStaff, updateStaff, type StaffMember } from '../dataProvider/team';
import { RequestError } from '../lib/graphqlRequest';
import { useNotifyRequestError } from '../lib/notifyError';

const empty = { name: '', lastName: '', email: '', rule: 'coach' };

/** /users ('Equipe'): the account's staff and the invitation of a new member (admins only). */
export const TeamPage = () => {
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [members, setMembers] = useState<StaffMember[]>([]);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  /** The member whose removal waits for confirmation. */
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const load = useCallback(() => listStaff().then(setMembers, notifyRequestError), [notifyRequestError]);
  useEffect(() => void load(), [load]);

  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`team-${name}`}
      name={name}
      label={label}
      size="small"
      value={values[name]}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      {...extra}
    />
  );

  const changeRole = (member: StaffMember, rule: string) =>
    updateStaff(member.id, rule).then(() => {
      notify(teamRoleMessages.updated, { type: 'success' });
      return load();
    }, notifyRequestError);

  const confirmRemoval = () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    removeStaff(member.id).then(() => {
      notify(teamRemovalMessages.removed, { type: 'success' });
      return load();
    }, notifyRequestError);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    inviteStaff(values)
      .then(
        () => {
          notify(teamMessages.invited, { type: 'success' });
          setValues(empty);
          return load();
        },
        (error: unknown) => {
          if (error instanceof RequestError && Object.keys(error.errors).length) setErrors({ ...error.errors });
          else notifyRequestError(error);
        },
      )
      .finally(() => setSending(false));
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Equipe" />
      <CardContent>
        <Typography variant="h6" component="h2">
          Convidar para a equipe
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="Convidar para a equipe"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', my: 1 }}
        >
          {field('name', 'Nome')}
          {field('lastName', 'Sobrenome')}
          {field('email', 'E-mail', { type: 'email' })}
          {field('rule', 'Função', {
            select: true,
            sx: { minWidth: 160 },
            children: staffRoleValues.map((r) => (
              <MenuItem key={r} value={r}>
                {staffRoleLabels[r]}
              </MenuItem>
            )),
          })}
          <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 0.5 }}>
            Convidar
          </Button>
        </Box>
        <StackedTable>
          <Table size="small" aria-label="Equipe">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Função</TableCell>
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{`${m.name} ${m.lastName}`}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={m.rule}
                      disabled={m.id === session.user()?.id}
                      onChange={(e) => void changeRole(m, e.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `Função de ${m.name} ${m.lastName}` } }}
                    >
                      {staffRoleValues.map((r) => (
                        <MenuItem key={r} value={r}>
                          {staffRoleLabels[r]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={m.id === session.user()?.id}
                      onClick={() => setRemoving(m)}
                      aria-label={`Remover ${m.name} ${m.lastName}`}
                    >
                      Remover
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
        <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
          <DialogTitle>{teamRemovalMessages.confirmTitle}</DialogTitle>
          <DialogContent>
            {removing ? teamRemovalMessages.confirmContent(`${removing.name} ${removing.lastName}`) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>Cancelar</Button>
            <Button color="error" variant="contained" onClick={confirmRemoval}>
              Remover
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
};

export default TeamPage;
