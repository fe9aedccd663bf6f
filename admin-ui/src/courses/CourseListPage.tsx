import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Loading, Title, useDelete, useGetList, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { courseMessages } from '@gym/contracts/courses/courseMessages';
import { StackedTable } from '../layout/StackedTable';
import { useNotifyRequestError } from '../lib/notifyError';
import type { Course } from '../dataProvider/courses';
import { readOnce } from '../dataProvider/hooks';
import { MobilePreview } from './MobilePreview';

/** /courses: title, poster, status, counts (from the read model), category, programs; edit and delete (spec 001). */
export const CourseListPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const { data: courses, refetch } = useGetList<Course>('courses', {}, { ...readOnce, onError });
  const [deleteCourse] = useDelete<Course>();
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [preview, setPreview] = useState(false);
  if (!courses) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Cursos" />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h5">Cursos</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setPreview(true)}>
              Preview Estilo Netflix
            </Button>
            <Button variant="contained" component={RouterLink} to="/courses/new">
              Novo Curso
            </Button>
          </Box>
        </Box>
        {courses.length === 0 ? (
          <Typography>Você não criou nenhum curso ainda</Typography>
        ) : (
          <StackedTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Título</TableCell>
                  <TableCell>Pôster</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Módulos</TableCell>
                  <TableCell>Aulas</TableCell>
                  <TableCell>Comentários</TableCell>
                  <TableCell>Conclusões</TableCell>
                  <TableCell>Favoritos</TableCell>
                  <TableCell>Categoria</TableCell>
                  <TableCell>Programas</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {courses.map((c) => (
                  <TableRow key={c.id} data-testid="course-row">
                    <TableCell>
                      <RouterLink to={`/courses/${c.id}/edit`}>{c.title}</RouterLink>
                    </TableCell>
                    <TableCell>
                      {c.posterUrl ? (
                        <Box
                          component="img"
                          src={c.posterUrl}
                          alt=""
                          sx={{ width: 40, aspectRatio: '2 / 3', objectFit: 'cover' }}
                        />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={c.status === 'active' ? 'Ativo' : 'Rascunho'}
                        color={c.status === 'active' ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell data-testid="modules-count">{c.modulesCount}</TableCell>
                    <TableCell data-testid="units-count">{c.unitsCount}</TableCell>
                    <TableCell>{c.commentsCount}</TableCell>
                    <TableCell>{c.completionsCount}</TableCell>
                    <TableCell>{c.favoritesCount}</TableCell>
                    <TableCell>{c.courseCategory?.name ?? '—'}</TableCell>
                    <TableCell>{c.programs.length ? c.programs.map((p) => p.name).join(', ') : 'Todos'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label="Editar curso" component={RouterLink} to={`/courses/${c.id}/edit`}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label="Excluir curso" onClick={() => setDeleting(c)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
        <Confirm
          isOpen={deleting !== null}
          title="Excluir curso"
          content={courseMessages.confirmDeleteCourse}
          confirm="Excluir"
          cancel="Cancelar"
          onConfirm={() => {
            const course = deleting;
            setDeleting(null);
            if (course)
              deleteCourse(
                'courses',
                { id: course.id, previousData: course },
                {
                  onSuccess: () => {
                    notify('Curso excluído com sucesso!', { type: 'success' });
                    void refetch();
                  },
                  onError,
                },
              );
          }}
          onClose={() => setDeleting(null)}
        />
        <Dialog open={preview} onClose={() => setPreview(false)} maxWidth="sm" fullWidth>
          <DialogTitle>Estilo Netflix</DialogTitle>
          <DialogContent>
            <MobilePreview courses={courses} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
};

export default CourseListPage;
