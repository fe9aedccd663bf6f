import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, IconButton, Paper, TextField, Typography } from '@mui/material';
import { closestCenter, DndContext, type DragEndEvent, type SensorDescriptor, type SensorOptions } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ModuleDraft, UnitDraft } from './courseDraft';
import { UnitCard } from './UnitCard';

interface Props {
  readonly module: ModuleDraft;
  readonly sensors: SensorDescriptor<SensorOptions>[];
  readonly onChange: (module: ModuleDraft) => void;
  readonly onDelete: () => void;
  readonly onDeleteUnit: (index: number) => void;
  readonly onAddUnit: () => void;
  readonly onAddModule: () => void;
  readonly onUploadingChange: (key: string, uploading: boolean) => void;
}

/** A module (spec 001 'Modules'): title, minimise/expand, delete, description, its lessons (reorderable) and the add tiles. */
export const ModuleCard = ({
  module,
  sensors,
  onChange,
  onDelete,
  onDeleteUnit,
  onAddUnit,
  onAddModule,
  onUploadingChange,
}: Props) => {
  const sortable = useSortable({ id: module.tempId });
  const set = (fields: Partial<ModuleDraft>) => onChange({ ...module, ...fields });
  const visible = module.units.filter((u) => !u._destroy);
  const onUnitDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = module.units.findIndex((u) => u.tempId === active.id);
    const to = module.units.findIndex((u) => u.tempId === over.id);
    set({ units: arrayMove([...module.units], from, to) });
  };
  const open = module.open || Object.keys(module.errors).length > 0;
  return (
    <Paper
      ref={sortable.setNodeRef}
      data-testid="module-card"
      sx={{
        p: 2,
        mb: 2,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.7 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label="Arrastar módulo"
          data-testid="module-handle"
          sx={{ touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <DragIndicatorIcon />
        </IconButton>
        <TextField
          label="Título do módulo"
          size="small"
          value={module.title}
          onChange={(e) => set({ title: e.target.value })}
          error={!!module.errors.title}
          helperText={module.errors.title}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <IconButton
          aria-label={open ? 'Minimizar módulo' : 'Expandir módulo'}
          onClick={() => set({ open: !module.open })}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <IconButton aria-label="Apagar módulo" onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Box>
      {open && (
        <Box sx={{ mt: 1.5 }}>
          <TextField
            label="Descrição do módulo"
            fullWidth
            multiline
            minRows={1}
            size="small"
            value={module.description}
            onChange={(e) => set({ description: e.target.value })}
            sx={{ mb: 1.5 }}
          />
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Aulas ({visible.length})
          </Typography>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onUnitDragEnd}>
            <SortableContext items={visible.map((u) => u.tempId)} strategy={verticalListSortingStrategy}>
              {module.units.map((unit, index) =>
                unit._destroy ? null : (
                  <UnitCard
                    key={unit.tempId}
                    unit={unit}
                    onChange={(changed: UnitDraft) =>
                      set({ units: module.units.map((u, i) => (i === index ? changed : u)) })
                    }
                    onDelete={() => onDeleteUnit(index)}
                    onUploadingChange={(uploading) => onUploadingChange(unit.tempId, uploading)}
                  />
                ),
              )}
            </SortableContext>
          </DndContext>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Tile label="Adicionar nova aula" onClick={onAddUnit} />
            <Tile label="Adicionar novo módulo" onClick={onAddModule} />
          </Box>
        </Box>
      )}
    </Paper>
  );
};

const Tile = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <ButtonBase
    onClick={onClick}
    sx={{ border: '2px dashed', borderColor: 'divider', borderRadius: 1, p: 2, gap: 1, color: 'text.secondary' }}
  >
    <AddIcon />
    <Typography variant="body2">{label}</Typography>
  </ButtonBase>
);
