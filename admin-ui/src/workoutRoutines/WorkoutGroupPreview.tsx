import { Box, Breadcrumbs, Card, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { workoutRoutineMessages as m } from '@gym/contracts/workoutRoutines/workoutRoutineMessages';
import { useNotifyRequestError } from '../lib/notifyError';
import { workoutRoutineMethods, type WorkoutGroup } from '../dataProvider/workoutRoutines';
import { ExerciseRow } from './ExerciseRow';

/** /workout-groups/{id}: a training group as the member will follow it, blocks and exercises in order. */
export const WorkoutGroupPreview = () => {
  const { id } = useParams<{ id: string }>();
  const onError = useNotifyRequestError();
  const [group, setGroup] = useState<WorkoutGroup | null | undefined>(undefined);
  useEffect(() => {
    if (id)
      workoutRoutineMethods.getWorkoutGroup(id).then(setGroup, (error) => {
        setGroup(null);
        onError(error);
      });
  }, [id, onError]);
  if (group === undefined) return <Loading />;
  if (group === null) return <Typography sx={{ mt: 2 }}>{m.groupNotFound}</Typography>;
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={group.name || 'Treino'} />
      <CardContent>
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/workout-routines">
            {m.breadcrumbList}
          </Link>
          <Link component={RouterLink} to={`/workout-routines/${group.workoutRoutineId}/edit?tab=edit`}>
            Rotina
          </Link>
          <Typography>{group.name || 'Treino'}</Typography>
        </Breadcrumbs>
        <Typography variant="h5" data-testid="group-preview-name" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        {group.description ? <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{group.description}</Typography> : null}
        {group.coverUrl ? <img src={group.coverUrl} alt="" style={{ maxWidth: '100%', maxHeight: 240 }} /> : null}
        {group.videoUrl ? <video src={group.videoUrl} controls style={{ width: '100%', maxHeight: 320 }} /> : null}
        {group.externalVideoUrl ? (
          <Link href={group.externalVideoUrl} target="_blank" rel="noreferrer" sx={{ display: 'block' }}>
            Assistir vídeo externo
          </Link>
        ) : null}
        {group.audioUrl ? <audio src={group.audioUrl} controls style={{ width: '100%' }} /> : null}
        {group.attachmentUrl ? (
          <Link href={group.attachmentUrl} target="_blank" rel="noreferrer">
            Abrir anexo
          </Link>
        ) : null}
        {group.workouts.map((w) => (
          <Box key={w.id} data-testid="preview-block" sx={{ mt: 2 }}>
            <Typography variant="h6">
              {w.name || 'Etapa'}
              {w.timeText ? ` · ${w.timeText}` : ''}
            </Typography>
            {w.description ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{w.description}</Typography> : null}
            {w.exerciseWorkouts.map((e) => (
              <ExerciseRow key={e.id} exercise={e.exercise} values={e} />
            ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
