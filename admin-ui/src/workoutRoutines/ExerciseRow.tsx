import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { exerciseMessages } from '@gym/contracts/exercises/exerciseMessages';
import type { ExerciseOption } from '../dataProvider/workoutRoutines';
import type { EntryValues } from './editorState';

const thumbOf = (o: ExerciseOption | null) =>
  o?.animatedImage?.uriOriginal ?? o?.animatedImage?.uri ?? o?.image?.uri ?? o?.image?.uriOriginal ?? null;

const detailLabels: [keyof EntryValues, string][] = [
  ['series', 'Séries'],
  ['reps', 'Reps'],
  ['weight', 'Carga'],
  ['time', 'Tempo'],
  ['restTime', 'Descanso'],
];

/**
 * An exercise inside a block (spec 001 'Exercise row'): thumbnail or dumbbell, the name ('Exercício sem
 * nome'), the filled details, 'Observações:', and without `actions` a read-only row (the group preview).
 */
export const ExerciseRow = ({
  exercise,
  values,
  actions,
}: {
  exercise: ExerciseOption | null;
  values: EntryValues;
  actions?: { onUp: () => void; onDown: () => void; onEdit: () => void; onDelete: () => void };
}) => {
  const thumb = thumbOf(exercise);
  const details = detailLabels.filter(([key]) => values[key]);
  return (
    <Box
      data-testid="exercise-row"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {thumb ? (
        <img src={thumb} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
      ) : (
        <Box
          sx={{ width: 48, height: 48, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
        >
          <FitnessCenterIcon color="action" />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {exercise?.label || exerciseMessages.unnamed}
        </Typography>
        {details.length ? (
          <Typography variant="body2" color="text.secondary">
            {details.map(([key, label]) => `${label}: ${values[key]}`).join(' · ')}
          </Typography>
        ) : null}
        {values.notes ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <b>Observações:</b> {values.notes}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <IconButton size="small" aria-label="Mover para cima" onClick={actions.onUp}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label="Mover para baixo" onClick={actions.onDown}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <Tooltip title="Editar">
            <IconButton size="small" aria-label="Editar" onClick={actions.onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Remover exercício">
            <IconButton size="small" aria-label="Apagar" onClick={actions.onDelete}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
    </Box>
  );
};
