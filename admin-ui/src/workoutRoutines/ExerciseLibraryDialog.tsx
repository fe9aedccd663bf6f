import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { ExerciseForm } from '../exercises/ExerciseForm';
import { ExerciseLibrary, ExercisePreview } from '../exercises/ExerciseLibrary';
import { exercisesApi, type Exercise } from '../dataProvider/exercises';
import type { ExerciseOption } from '../dataProvider/workoutRoutines';
import { emptyValues, type EntryValues } from './editorState';

export const optionOf = (e: Exercise): ExerciseOption => ({
  label: e.name,
  value: e.id,
  image: e.image,
  animatedImage: e.animatedImage,
});

/** Spec 001 'Exercise library dialog': the value fields with the spec's examples as placeholders. */
const valueFields: { key: keyof EntryValues; label: string; example?: string }[] = [
  { key: 'series', label: 'Séries', example: '3' },
  { key: 'reps', label: 'Repetições', example: '12' },
  { key: 'weight', label: 'Carga', example: '10kg' },
  { key: 'time', label: 'Tempo', example: '30s' },
  { key: 'restTime', label: 'Tempo de Descanso', example: '60s' },
];

export interface LibraryDialogProps {
  readonly open: boolean;
  /** Edit mode: the dialog starts with the existing exercise and values. */
  readonly editing?: { exercise: ExerciseOption | null; values: EntryValues } | null;
  readonly onClose: () => void;
  readonly onConfirm: (exercise: ExerciseOption, values: EntryValues) => void;
}

/**
 * The library dialog (90vw by 80vh, at most 1200 px): Biblioteca (search, cards, preview, the value
 * fields) and Criar Novo (the exercise form; a creation returns to Biblioteca with the new exercise
 * chosen). Confirming passes the exercise and values to the caller; closing resets the dialog.
 */
export const ExerciseLibraryDialog = ({ open, editing, onClose, onConfirm }: LibraryDialogProps) => {
  const [tab, setTab] = useState<'library' | 'create'>('library');
  const [selected, setSelected] = useState<Exercise | null>(null);
  const [values, setValues] = useState<EntryValues>(emptyValues);

  useEffect(() => {
    if (!open) return;
    setTab('library');
    setValues(editing?.values ?? emptyValues);
    setSelected(null);
    const id = editing?.exercise?.value;
    if (id) void exercisesApi.get(id).then((found) => setSelected(found), console.error);
  }, [open, editing]);

  const choose = (exercise: Exercise) => {
    setSelected(exercise);
    setValues(emptyValues); // spec 001 section 4: choosing a card clears the value fields
  };
  const close = () => {
    setSelected(null);
    setValues(emptyValues);
    setTab('library');
    onClose();
  };
  const valid = Boolean(selected?.id && selected.name);

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: { width: '90vw', height: '80vh', maxWidth: 1200 },
          ...({ 'data-testid': 'exercise-library-dialog' } as object),
        },
      }}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {editing ? 'Editar Exercício' : 'Exercícios'}
        <IconButton aria-label="Fechar" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} sx={{ px: 3 }}>
        <Tab value="library" label="Biblioteca" />
        <Tab value="create" label="Criar Novo" />
      </Tabs>
      <DialogContent dividers>
        {tab === 'library' ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
            <ExerciseLibrary selectedId={selected?.id ?? null} onSelect={choose} />
            <ExercisePreview exercise={selected}>
              {selected ? (
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
                  {valueFields.map((f) => (
                    <TextField
                      key={f.key}
                      size="small"
                      label={f.label}
                      placeholder={f.example}
                      value={values[f.key]}
                      onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                    />
                  ))}
                  <TextField
                    size="small"
                    label="Observações"
                    multiline
                    rows={3}
                    value={values.notes}
                    onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
                    sx={{ gridColumn: '1 / -1' }}
                  />
                </Box>
              ) : null}
            </ExercisePreview>
          </Box>
        ) : (
          <ExerciseForm
            mode="dialog"
            exercise={null}
            onCancel={() => setTab('library')}
            onSaved={(created) => {
              choose(created);
              setTab('library');
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!valid}
          onClick={() => {
            if (!selected || !valid) return;
            onConfirm(optionOf(selected), values);
            close();
          }}
        >
          {editing ? 'Salvar Alterações' : 'Adicionar Exercício'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
