import { Box, Breadcrumbs, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { HttpError, Loading, Title, useGetOne, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { exerciseMessages } from '@gym/contracts/exercises/exerciseMessages';
import { useNotifyRequestError } from '../lib/notifyError';
import { ExerciseForm } from './ExerciseForm';
import { ExerciseLibrary, ExercisePreview } from './ExerciseLibrary';
import type { Exercise } from '../dataProvider/exercises';
import { readOnce } from '../dataProvider/hooks';

/** /exercises: the library (the account's exercises and the starter library) with its preview panel. */
export const ExerciseListPage = () => {
  const [selected, setSelected] = useState<Exercise | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Exercícios" />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5">Exercícios</Typography>
          <Button variant="contained" component={RouterLink} to="/exercises/new">
            Novo exercício
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
          <ExerciseLibrary selectedId={selected?.id ?? null} onSelect={setSelected} />
          <ExercisePreview exercise={selected}>
            {selected && !selected.starter ? (
              <Button variant="outlined" component={RouterLink} to={`/exercises/${selected.id}/edit`}>
                Editar
              </Button>
            ) : null}
          </ExercisePreview>
        </Box>
      </CardContent>
    </Card>
  );
};

/** /exercises/new and /exercises/{id}/edit: the full exercise page; after the first save the address moves to the edit page. */
export const ExerciseEditPage = () => {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  // A missing exercise says so once, without the generic request toast.
  const onLoadError = useCallback(
    (error: unknown) =>
      error instanceof HttpError && error.status === 404
        ? notify(exerciseMessages.notFound, { type: 'error' })
        : onError(error),
    [notify, onError],
  );
  const loaded = useGetOne<Exercise>(
    'exercises',
    { id: id ?? '' },
    { ...readOnce, enabled: !!id, onError: onLoadError },
  );
  // The record saved here, until the address moves to its edit page.
  const [saved, setSaved] = useState<Exercise | null>(null);
  const exercise: Exercise | null | undefined = id ? (loaded.data ?? (saved?.id === id ? saved : undefined)) : saved;

  if (exercise === undefined) return <Loading />;
  const title = id ? 'Editar Exercício' : 'Novo Exercício';
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <Title title={title} />
      <CardContent>
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/exercises">
            Exercícios
          </Link>
          <Typography>{exercise?.name || title}</Typography>
        </Breadcrumbs>
        <ExerciseForm
          key={exercise?.id ?? 'new'}
          mode="page"
          exercise={exercise}
          onSaved={(record) => {
            setSaved(record);
            if (!id) navigate(`/exercises/${record.id}/edit`, { replace: true });
          }}
        />
      </CardContent>
    </Card>
  );
};
