import { Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { exerciseMessages, exerciseTypes } from '@gym/contracts/exercises/exerciseMessages';
import { useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';
import { imageOf, type Exercise, type ExerciseInput } from '../dataProvider/exercises';
import { useSaveRecord } from '../dataProvider/hooks';

interface Form {
  name: string;
  description: string;
  recordEnabled: boolean;
  exerciseType: string;
  videoUrl: string | null;
  imageUrl: string | null;
}

const fromExercise = (e: Exercise | null): Form => ({
  name: e?.name ?? '',
  description: e?.description ?? '',
  recordEnabled: e?.recordEnabled ?? false,
  exerciseType: e?.exerciseType ?? '',
  videoUrl: e?.video?.uri ?? null,
  imageUrl: e ? imageOf(e) : null,
});

/** Spec 001 section 5: empty values are removed from the payload (an edit sends null to clear media). */
function payloadOf(form: Form, id: string | undefined): ExerciseInput {
  const input: Record<string, unknown> = {
    name: form.name.trim(),
    description: form.description.trim(),
    recordEnabled: form.recordEnabled,
  };
  if (id) input.id = id;
  if (form.recordEnabled && form.exerciseType) input.exerciseType = form.exerciseType;
  if (form.videoUrl) input.videoUrl = form.videoUrl;
  else if (id) input.videoUrl = null;
  if (form.imageUrl) input.imageUrl = form.imageUrl;
  else if (id) input.imageUrl = null;
  return input as ExerciseInput;
}

export interface ExerciseFormProps {
  /** 'page': the full exercise page ('Salvar & continuar'); 'dialog': the library's Criar Novo tab ('Criar Exercício'). */
  readonly mode: 'page' | 'dialog';
  readonly exercise: Exercise | null;
  readonly onSaved: (exercise: Exercise) => void;
  readonly onCancel?: () => void;
}

/** The exercise fields of spec 001 'Create exercise form', its validation messages and upload warning. */
export const ExerciseForm = ({ mode, exercise, onSaved, onCancel }: ExerciseFormProps) => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  // Through the data provider (resource `exercises`): the edit page's cached record follows the save.
  const saveExercise = useSaveRecord<Exercise>('exercises');
  const [form, setForm] = useState<Form>(() => fromExercise(exercise));
  const [uploading, setUploading] = useState({ image: false, video: false });
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const busy = uploading.image || uploading.video;
  const missing = !form.name.trim() || !form.description.trim();

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    const pending = [uploading.image ? 'imagem' : null, uploading.video ? 'vídeo' : null].filter(
      (m): m is string => m !== null,
    );
    if (pending.length) {
      const text =
        pending.length === 1
          ? exerciseMessages.uploading(pending[0]!)
          : exerciseMessages.uploadingMany(pending.join(', '));
      return notify(text, { type: 'warning', autoHideDuration: 4000 });
    }
    if (!form.name.trim()) return notify(exerciseMessages.nameRequired, { type: 'error', autoHideDuration: 5000 });
    if (!form.description.trim())
      return notify(exerciseMessages.descriptionRequired, { type: 'error', autoHideDuration: 5000 });
    if (form.recordEnabled && !form.exerciseType)
      return notify(exerciseMessages.typeRequired, { type: 'error', autoHideDuration: 5000 });
    setSaving(true);
    try {
      const saved = await saveExercise(exercise?.id, { ...payloadOf(form, exercise?.id) }, exercise ?? undefined);
      notify(exerciseMessages.saved, { type: 'success' });
      if (mode === 'dialog') setForm(fromExercise(null));
      else setForm(fromExercise(saved));
      onSaved(saved);
    } catch (error) {
      console.error(error);
      onError(error);
    } finally {
      setSaving(false);
    }
  };

  const submitLabel =
    mode === 'dialog'
      ? saving
        ? 'Criando...'
        : 'Criar Exercício'
      : busy
        ? 'Aguardando upload...'
        : 'Salvar & continuar';
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <UploadDropZone
        folder="exercises/videos"
        label="Vídeo"
        hint="Formatos: MP4, MOV, AVI (máx. 100MB)"
        value={form.videoUrl}
        onChange={(url) => set('videoUrl', url)}
        onUploadingChange={(video) => setUploading((u) => ({ ...u, video }))}
        testId="exercise-video"
      />
      <UploadDropZone
        folder="images"
        label="Imagem"
        value={form.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        onUploadingChange={(image) => setUploading((u) => ({ ...u, image }))}
        testId="exercise-image"
      />
      <TextField
        fullWidth
        required
        label="Nome do Exercício"
        name="name"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={touched && !form.name.trim()}
        helperText={touched && !form.name.trim() ? exerciseMessages.nameRequiredHint : ' '}
      />
      <TextField
        fullWidth
        required
        multiline
        rows={4}
        label="Descrição/Instruções"
        name="description"
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={touched && !form.description.trim()}
        helperText={touched && !form.description.trim() ? exerciseMessages.descriptionRequiredHint : ' '}
      />
      <FormControlLabel
        control={<Checkbox checked={form.recordEnabled} onChange={(e) => set('recordEnabled', e.target.checked)} />}
        label="Habilitar para recordes"
      />
      <FormHelperText sx={{ mt: -1, mb: 1 }}>Os alunos poderão criar recordes pessoais neste exercício.</FormHelperText>
      {form.recordEnabled ? (
        <TextField
          select
          fullWidth
          label="Tipo de exercício"
          value={form.exerciseType}
          onChange={(e) => set('exerciseType', e.target.value)}
        >
          <MenuItem value="">
            <em>Nenhum</em>
          </MenuItem>
          {Object.entries(exerciseTypes).map(([key, label]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        {onCancel ? <Button onClick={onCancel}>Cancelar</Button> : null}
        <Button type="submit" variant="contained" disabled={saving || busy || (mode === 'dialog' && missing)}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
};
