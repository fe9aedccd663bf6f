import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, Loading, Title, useGetList, useGetOne, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { courseConstants, courseMessages } from '@gym/contracts/courses/courseMessages';
import { StackedTable } from '../layout/StackedTable';
import { useNotifyRequestError } from '../lib/notifyError';
import type { CourseCategory } from '../dataProvider/courses';
import { readOnce, useSaveRecord } from '../dataProvider/hooks';

/** /course-categories: code, name and 'editar' link to the edit route; the empty message; 'Criar nova categoria'. */
export const CategoryListPage = () => {
  const onError = useNotifyRequestError();
  const { data: list } = useGetList<CourseCategory>('course-categories', {}, { ...readOnce, onError });
  if (!list) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Categorias de Cursos" />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h5">Categorias de Cursos</Typography>
          <Button variant="contained" component={RouterLink} to="/course-categories/new">
            {courseMessages.createCategory}
          </Button>
        </Box>
        {list.length === 0 ? (
          <Typography>{courseMessages.categoriesEmpty}</Typography>
        ) : (
          <StackedTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Código</TableCell>
                  <TableCell>Nome</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((c) => (
                  <TableRow key={c.id} data-testid="category-row">
                    <TableCell>
                      <RouterLink to={`/course-categories/${c.id}/edit`}>{c.code}</RouterLink>
                    </TableCell>
                    <TableCell>
                      <RouterLink to={`/course-categories/${c.id}/edit`}>{c.name}</RouterLink>
                    </TableCell>
                    <TableCell>
                      <RouterLink to={`/course-categories/${c.id}/edit`}>editar</RouterLink>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
      </CardContent>
    </Card>
  );
};

/** /course-categories/new and /{id}/edit: name (required) and description; after the first save the address moves to edit. */
export const CategoryFormPage = () => {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [form, setForm] = useState<{ name: string; description: string } | null>(
    id ? null : { name: '', description: '' },
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A missing category says so once, without the generic request toast.
  const onLoadError = useCallback(
    (error: unknown) =>
      error instanceof HttpError && error.status === 404
        ? notify(courseMessages.categoryNotFound, { type: 'error' })
        : onError(error),
    [notify, onError],
  );
  const { data: category } = useGetOne<CourseCategory>(
    'course-categories',
    { id: id ?? '' },
    { ...readOnce, enabled: !!id, onError: onLoadError },
  );
  const saveCategory = useSaveRecord<CourseCategory>('course-categories');
  // The form follows the record as read, and as saved (the save updates the cached record).
  useEffect(() => {
    if (category) setForm({ name: category.name, description: category.description ?? '' });
  }, [category]);
  if (!form) return <Loading />;
  const save = async () => {
    if (saving) return;
    if (!form.name.trim()) {
      setNameError(courseMessages.required);
      notify(courseMessages.categoryNameRequired, {
        type: 'error',
        autoHideDuration: courseConstants.validationToastMs,
      });
      return;
    }
    setNameError(null);
    setSaving(true);
    try {
      const saved = await saveCategory(id, { name: form.name, description: form.description }, category);
      setForm({ name: saved.name, description: saved.description ?? '' });
      notify(courseMessages.categorySaved, { type: 'success' });
      if (!id) navigate(`/course-categories/${saved.id}/edit`, { replace: true });
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };
  const title = id ? form.name || 'Categoria' : 'Nova categoria';
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={title} />
      <CardContent>
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/course-categories">
            Categorias de Cursos
          </Link>
          <Typography>{title}</Typography>
        </Breadcrumbs>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            id="category-name"
            label="Nome"
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!nameError}
            helperText={nameError}
          />
          <TextField
            id="category-description"
            label="Descrição"
            multiline
            minRows={3}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
          <Box>
            <Button variant="contained" disabled={saving} onClick={() => void save()}>
              {saving ? courseMessages.saving : 'Salvar'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
