import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Button, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { courseMessages, participationTypes, unitTypes } from '@gym/contracts/courses/courseMessages';
import { UploadDropZone } from '../uploads/UploadDropZone';
import type { UnitDraft } from './courseDraft';
import { FramePicker } from './FramePicker';

interface Props {
  readonly unit: UnitDraft;
  readonly onChange: (unit: UnitDraft) => void;
  readonly onDelete: () => void;
  readonly onUploadingChange: (uploading: boolean) => void;
}

/** A lesson card (spec 001 'Lesson card'): title, type, participation, toggle, delete, media and description. */
export const UnitCard = ({ unit, onChange, onDelete, onUploadingChange }: Props) => {
  const sortable = useSortable({ id: unit.tempId });
  const [picker, setPicker] = useState(false);
  const set = (fields: Partial<UnitDraft>) => onChange({ ...unit, ...fields });
  const hasErrors = Object.keys(unit.errors).length > 0;
  const open = unit.open || hasErrors;
  return (
    <Paper
      ref={sortable.setNodeRef}
      variant="outlined"
      data-testid="unit-card"
      sx={{
        p: 1.5,
        mb: 1,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        borderColor: hasErrors ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton size="small" aria-label="Arrastar aula" {...sortable.attributes} {...sortable.listeners}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <TextField
          label="Título da aula"
          size="small"
          value={unit.title}
          onChange={(e) => set({ title: e.target.value })}
          error={!!unit.errors.title}
          helperText={unit.errors.title}
          sx={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <TextField
          select
          label="Tipo de aula"
          size="small"
          value={unit.unitType}
          onChange={(e) => set({ unitType: e.target.value })}
          error={!!unit.errors.unitType}
          sx={{ width: 140 }}
        >
          {Object.entries(unitTypes).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Participação"
          size="small"
          value={unit.participationType}
          onChange={(e) => set({ participationType: e.target.value })}
          sx={{ width: 140 }}
        >
          {Object.entries(participationTypes).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          size="small"
          aria-label={open ? 'Minimizar aula' : 'Expandir aula'}
          onClick={() => set({ open: !unit.open })}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <IconButton size="small" aria-label="Apagar aula" onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {hasErrors && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {courseMessages.unitErrors(unit.title || courseMessages.defaultUnitTitle)}
        </Alert>
      )}
      {open && (
        <Box sx={{ mt: 1.5 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
            <UploadDropZone
              folder="units/videos"
              label="Vídeo"
              value={unit.videoUrl}
              onChange={(videoUrl) => set({ videoUrl })}
              onUploadingChange={onUploadingChange}
              testId="unit-video"
            />
            <UploadDropZone
              folder="units/audios"
              label="Áudio"
              value={unit.audioUrl}
              onChange={(audioUrl) => set({ audioUrl })}
              onUploadingChange={onUploadingChange}
              testId="unit-audio"
            />
            <UploadDropZone
              folder="units/covers"
              label="Capa da aula"
              value={unit.coverUrl}
              onChange={(coverUrl) => set({ coverUrl })}
              onUploadingChange={onUploadingChange}
              testId="unit-cover"
            />
            <UploadDropZone
              folder="units/posters"
              label="Pôster da aula"
              value={unit.posterUrl}
              onChange={(posterUrl) => set({ posterUrl })}
              onUploadingChange={onUploadingChange}
              testId="unit-poster"
            />
          </Box>
          {unit.videoUrl && (
            <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => setPicker(true)}>
              {courseMessages.framePickerTitle}
            </Button>
          )}
          <TextField
            label="Link de vídeo externo"
            size="small"
            fullWidth
            sx={{ mt: 1.5 }}
            value={unit.externalVideoUrl ?? ''}
            onChange={(e) => set({ externalVideoUrl: e.target.value || null })}
            error={!!unit.errors.externalVideoUrl}
            helperText={unit.errors.externalVideoUrl}
          />
          <TextField
            label="Descrição *"
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1.5 }}
            value={unit.description}
            onChange={(e) => set({ description: e.target.value })}
            error={!!unit.errors.description}
            helperText={unit.errors.description}
          />
          {unit.errors.form && (
            <Typography color="error" variant="body2">
              {unit.errors.form}
            </Typography>
          )}
        </Box>
      )}
      {picker && unit.videoUrl && (
        <FramePicker
          videoUrl={unit.videoUrl}
          onClose={() => setPicker(false)}
          onPicked={(coverUrl) => {
            set({ coverUrl });
            setPicker(false);
          }}
        />
      )}
    </Paper>
  );
};
