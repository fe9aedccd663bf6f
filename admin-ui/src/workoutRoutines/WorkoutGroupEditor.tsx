import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { workoutRoutineMessages as m } from '@gym/contracts/workoutRoutines/workoutRoutineMessages';
import { UploadDropZone } from '../uploads/UploadDropZone';
import type { ExerciseOption } from '../dataProvider/workoutRoutines';
import {
  emptyValues,
  move,
  newBlock,
  newEntry,
  remove,
  replace,
  type BlockState,
  type EntryValues,
  type GroupState,
} from './editorState';
import { ConfirmDelete } from './ConfirmDelete';
import { ExerciseLibraryDialog } from './ExerciseLibraryDialog';
import { ExerciseRow } from './ExerciseRow';
import { ExerciseSearchSelect } from './ExerciseSearchSelect';

/** The server's field errors, keyed by path ('workoutGroups.0.workouts.1.description'). */
export type ErrorAt = (path: string) => string | undefined;

/** Move up, move down, minimise and delete: the controls of a group and of a block. */
const ItemControls = ({
  label,
  minimized,
  onUp,
  onDown,
  onToggle,
  onDelete,
  extra,
}: {
  label: string;
  minimized: boolean;
  onUp: () => void;
  onDown: () => void;
  onToggle: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
    {extra}
    <IconButton size="small" aria-label={`Mover ${label} para cima`} onClick={onUp}>
      <ArrowUpwardIcon fontSize="small" />
    </IconButton>
    <IconButton size="small" aria-label={`Mover ${label} para baixo`} onClick={onDown}>
      <ArrowDownwardIcon fontSize="small" />
    </IconButton>
    <IconButton size="small" aria-label={minimized ? `Expandir ${label}` : `Minimizar ${label}`} onClick={onToggle}>
      {minimized ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
    </IconButton>
    <IconButton size="small" aria-label={`Apagar ${label}`} onClick={onDelete}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  </Box>
);

type Dialog = {
  blockKey: string;
  entryKey?: string;
  editing?: { exercise: ExerciseOption | null; values: EntryValues };
};

/** One training group: name, media uploads, its blocks and their exercises (spec 001 'Editor'). */
export const WorkoutGroupEditor = ({
  group,
  index,
  errorAt,
  onChange,
  onUp,
  onDown,
  onDelete,
}: {
  group: GroupState;
  index: number;
  errorAt: ErrorAt;
  onChange: (change: (g: GroupState) => GroupState) => void;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
}) => {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [confirm, setConfirm] = useState<{ question: string; run: () => void } | null>(null);
  const base = `workoutGroups.${index}`;
  const set = <K extends keyof GroupState>(key: K, value: GroupState[K]) => onChange((g) => ({ ...g, [key]: value }));
  const setBlocks = (change: (blocks: BlockState[]) => BlockState[]) =>
    onChange((g) => ({ ...g, blocks: change(g.blocks) }));
  const setBlock = (key: string, change: (b: BlockState) => BlockState) =>
    setBlocks((blocks) => replace(blocks, key, change));
  const title = group.name || `Treino ${index + 1}`;

  return (
    <Card variant="outlined" data-testid="workout-group" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Nome do treino"
            value={group.name}
            onChange={(e) => set('name', e.target.value)}
            error={Boolean(errorAt(`${base}.name`))}
            helperText={errorAt(`${base}.name`)}
            sx={{ flex: 1, minWidth: 180 }}
          />
          <ItemControls
            label="treino"
            minimized={group.minimized}
            onUp={onUp}
            onDown={onDown}
            onToggle={() => set('minimized', !group.minimized)}
            onDelete={() => setConfirm({ question: m.deleteItem(title), run: onDelete })}
            extra={
              group.id ? (
                <Tooltip title="Pré-visualizar">
                  <IconButton
                    size="small"
                    aria-label="Pré-visualizar"
                    component={RouterLink}
                    to={`/workout-groups/${group.id}`}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null
            }
          />
        </Box>
        {group.minimized ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {group.blocks.filter((b) => !b.destroyed).length} etapa(s)
          </Typography>
        ) : (
          <>
            <TextField
              fullWidth
              size="small"
              multiline
              minRows={2}
              label="Descrição"
              value={group.description}
              onChange={(e) => set('description', e.target.value)}
              sx={{ mt: 2 }}
            />
            <TextField
              fullWidth
              size="small"
              label="Link de vídeo externo (opcional)"
              placeholder="https://"
              value={group.externalVideoUrl ?? ''}
              onChange={(e) => set('externalVideoUrl', e.target.value || null)}
              error={Boolean(errorAt(`${base}.externalVideoUrl`))}
              helperText={errorAt(`${base}.externalVideoUrl`)}
              sx={{ mt: 2 }}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
              <UploadDropZone
                folder="workouts/videos"
                label="Vídeo"
                value={group.videoUrl}
                onChange={(url) => set('videoUrl', url)}
              />
              <UploadDropZone
                folder="workouts/audios"
                label="Áudio"
                value={group.audioUrl}
                onChange={(url) => set('audioUrl', url)}
              />
              <UploadDropZone
                folder="workouts/images"
                label="Imagem de capa"
                value={group.coverUrl}
                onChange={(url) => set('coverUrl', url)}
              />
              <UploadDropZone
                folder="workouts/attachments"
                label="Anexo"
                value={group.attachmentUrl}
                onChange={(url) => set('attachmentUrl', url)}
              />
            </Box>
            {group.blocks.map((block, j) =>
              block.destroyed ? null : (
                <Card
                  key={block.key}
                  variant="outlined"
                  data-testid="workout-block"
                  sx={{ mt: 2, bgcolor: 'action.hover' }}
                >
                  <CardContent>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <TextField
                        size="small"
                        label="Nome da etapa"
                        value={block.name}
                        onChange={(e) => setBlock(block.key, (b) => ({ ...b, name: e.target.value }))}
                        sx={{ flex: 1, minWidth: 160 }}
                      />
                      <TextField
                        size="small"
                        label="Horário (HH:MM)"
                        value={block.timeText}
                        onChange={(e) =>
                          setBlock(block.key, (b) => ({
                            ...b,
                            timeText: e.target.value.replace(/[^\d:]/g, '').slice(0, 5),
                          }))
                        }
                        error={Boolean(errorAt(`${base}.workouts.${j}.timeText`))}
                        helperText={errorAt(`${base}.workouts.${j}.timeText`)}
                        sx={{ width: 150 }}
                      />
                      <ItemControls
                        label="etapa"
                        minimized={block.minimized}
                        onUp={() => setBlocks((blocks) => move(blocks, block.key, -1))}
                        onDown={() => setBlocks((blocks) => move(blocks, block.key, 1))}
                        onToggle={() => setBlock(block.key, (b) => ({ ...b, minimized: !b.minimized }))}
                        onDelete={() =>
                          setConfirm({
                            question: m.deleteWorkout,
                            run: () => setBlocks((blocks) => remove(blocks, block.key)),
                          })
                        }
                      />
                    </Box>
                    {block.minimized ? null : (
                      <>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={block.checkinEnabled}
                              onChange={(e) => setBlock(block.key, (b) => ({ ...b, checkinEnabled: e.target.checked }))}
                            />
                          }
                          label="Habilitar check-in"
                        />
                        <TextField
                          fullWidth
                          size="small"
                          multiline
                          minRows={2}
                          label="Descrição da etapa"
                          value={block.description}
                          onChange={(e) => setBlock(block.key, (b) => ({ ...b, description: e.target.value }))}
                          error={Boolean(errorAt(`${base}.workouts.${j}.description`))}
                          helperText={errorAt(`${base}.workouts.${j}.description`)}
                        />
                        <Box sx={{ mt: 1 }}>
                          {block.entries.map((entry) =>
                            entry.destroyed ? null : (
                              <ExerciseRow
                                key={entry.key}
                                exercise={entry.exercise}
                                values={entry}
                                actions={{
                                  onUp: () =>
                                    setBlock(block.key, (b) => ({ ...b, entries: move(b.entries, entry.key, -1) })),
                                  onDown: () =>
                                    setBlock(block.key, (b) => ({ ...b, entries: move(b.entries, entry.key, 1) })),
                                  onEdit: () =>
                                    setDialog({
                                      blockKey: block.key,
                                      entryKey: entry.key,
                                      editing: {
                                        exercise: entry.exercise,
                                        values: { ...emptyValues, ...pickValues(entry) },
                                      },
                                    }),
                                  onDelete: () =>
                                    setBlock(block.key, (b) => ({ ...b, entries: remove(b.entries, entry.key) })),
                                }}
                              />
                            ),
                          )}
                        </Box>
                        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                          <Button
                            startIcon={<AddIcon />}
                            variant="outlined"
                            size="small"
                            onClick={() => setDialog({ blockKey: block.key })}
                          >
                            Adicionar exercício
                          </Button>
                          <ExerciseSearchSelect
                            onChange={(exercise) =>
                              setBlock(block.key, (b) => ({
                                ...b,
                                entries: [...b.entries, newEntry(exercise, emptyValues)],
                              }))
                            }
                          />
                        </Box>
                      </>
                    )}
                  </CardContent>
                </Card>
              ),
            )}
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 2 }}
              onClick={() => setBlocks((blocks) => [...blocks, newBlock()])}
            >
              Adicionar etapa
            </Button>
          </>
        )}
      </CardContent>
      <ExerciseLibraryDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onConfirm={(exercise, values) => {
          if (!dialog) return;
          const { blockKey, entryKey } = dialog;
          setBlock(blockKey, (b) => ({
            ...b,
            entries: entryKey
              ? replace(b.entries, entryKey, (e) => ({ ...e, exercise, exerciseId: exercise.value, ...values }))
              : [...b.entries, newEntry(exercise, values)],
          }));
        }}
      />
      <ConfirmDelete
        question={confirm?.question ?? null}
        onConfirm={() => confirm?.run()}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
};

const pickValues = (e: EntryValues): EntryValues => ({
  series: e.series,
  reps: e.reps,
  weight: e.weight,
  time: e.time,
  restTime: e.restTime,
  notes: e.notes,
});
