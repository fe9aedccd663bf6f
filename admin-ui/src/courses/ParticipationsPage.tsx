import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { participationMediaLabels, participationMessages } from '@gym/contracts/courses/participations';
import { formatDate } from '@gym/contracts/validation/date';
import { StackedTable } from '../layout/StackedTable';
import { useNotifyRequestError } from '../lib/notifyError';
import { coursesApi, participationsApi, type Course, type Participation } from '../dataProvider/courses';

/** /participations: the members' participations on lessons, filtered by status and course; approve and comment. */
export const ParticipationsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [status, setStatus] = useState('pending');
  const [courseId, setCourseId] = useState('');
  const [courses, setCourses] = useState<Course[]>([]);
  const [list, setList] = useState<Participation[] | null>(null);
  const [commenting, setCommenting] = useState<Participation | null>(null);
  const [comment, setComment] = useState('');
  const load = useCallback(
    () => participationsApi.list({ status, courseId }).then(setList, onError),
    [status, courseId, onError],
  );
  useEffect(() => void load(), [load]);
  useEffect(() => {
    coursesApi.list().then(setCourses, onError);
  }, [onError]);
  const review = (p: Participation, input: { approve?: boolean; comment?: string }, done: string) =>
    participationsApi.review(p.id, input).then(() => {
      notify(done, { type: 'success' });
      void load();
    }, onError);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={participationMessages.title} />
      <CardContent>
        <Typography variant="h5" sx={{ mb: 2 }}>
          {participationMessages.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Todas</MenuItem>
            <MenuItem value="pending">Pendentes</MenuItem>
            <MenuItem value="approved">Aprovadas</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Curso"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {courses.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {!list ? (
          <Loading />
        ) : list.length === 0 ? (
          <Typography>{participationMessages.empty}</Typography>
        ) : (
          <StackedTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Aluno</TableCell>
                  <TableCell>Curso</TableCell>
                  <TableCell>Aula</TableCell>
                  <TableCell>Mídia</TableCell>
                  <TableCell>Comentário do aluno</TableCell>
                  <TableCell>Enviada em</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Resposta</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((p) => (
                  <TableRow key={p.id} data-testid="participation-row">
                    <TableCell>{p.student?.fullName ?? '—'}</TableCell>
                    <TableCell>{p.course?.title ?? '—'}</TableCell>
                    <TableCell>{p.unit?.title ?? '—'}</TableCell>
                    <TableCell>
                      <Link href={p.mediaUrl} target="_blank" rel="noreferrer">
                        Abrir {participationMediaLabels[p.mediaType]}
                      </Link>
                    </TableCell>
                    <TableCell>{p.comment ?? '—'}</TableCell>
                    <TableCell>{formatDate(p.submittedAt)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={p.status === 'approved' ? 'success' : 'warning'}
                        label={
                          p.status === 'approved' ? participationMessages.approvedStatus : participationMessages.pending
                        }
                      />
                    </TableCell>
                    <TableCell>{p.staffComment ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {p.status === 'pending' && (
                        <Button
                          size="small"
                          onClick={() => void review(p, { approve: true }, participationMessages.approved)}
                        >
                          Aprovar
                        </Button>
                      )}
                      <Button
                        size="small"
                        onClick={() => {
                          setComment(p.staffComment ?? '');
                          setCommenting(p);
                        }}
                      >
                        Comentar
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
        <Dialog open={commenting !== null} onClose={() => setCommenting(null)} fullWidth maxWidth="sm">
          <DialogTitle>Comentar participação</DialogTitle>
          <DialogContent>
            <TextField
              id="participation-comment"
              label="Comentário"
              fullWidth
              multiline
              minRows={3}
              sx={{ mt: 1 }}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCommenting(null)}>Cancelar</Button>
            <Button
              variant="contained"
              onClick={() => {
                const p = commenting;
                setCommenting(null);
                if (p) void review(p, { comment }, participationMessages.commented);
              }}
            >
              Enviar
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
};

export default ParticipationsPage;
