import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Link,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useEffect, useState } from 'react';
import { Confirm, Loading, Title, useNotify } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { courseConstants, courseMessages } from '@gym/contracts/courses/courseMessages';
import { useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';
import { coursesApi, type CourseCategory } from '../dataProvider/courses';
import {
  draftOf,
  emptyCourse,
  newModule,
  newUnit,
  removeChild,
  saveCourseSequentially,
  type CourseDraft,
  type ModuleDraft,
} from './courseDraft';
import { ModuleCard } from './ModuleCard';
import { CoursePreviewDialog } from './MobilePreview';

type Pending = { kind: 'module'; module: number } | { kind: 'unit'; module: number; unit: number };

/**
 * /courses/new, /courses/{id}/ and /courses/{id}/edit: the course editor (spec 001 'Course editor'). The save
 * is sequential: the course, then each module and its lessons one by one, with progress; a refused lesson is
 * reported by its title and kept open with its errors while the rest is saved.
 */
export const CourseEditorPage = () => {
  const { id } = useParams<{ id: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const carried = (location.state as { draft?: CourseDraft } | null)?.draft;
  const [draft, setDraft] = useState<CourseDraft | null>(id ? (carried?.id === id ? carried : null) : emptyCourse());
  const [categories, setCategories] = useState<CourseCategory[]>([]);
  const [programs, setPrograms] = useState<{ id: string; name: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<{ message: string; percent: number } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [preview, setPreview] = useState(false);
  const sensors = useSensors(
    // Spec 001 section 9: the drag starts after a 200 ms press.
    useSensor(PointerSensor, { activationConstraint: { delay: courseConstants.dragPressDelayMs, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    coursesApi.categories().then(setCategories, onError);
    coursesApi.programs().then(setPrograms, onError);
  }, [onError]);
  useEffect(() => {
    if (!id) return setDraft(emptyCourse());
    if (carried?.id === id) {
      // The draft came with the move from /courses/new (unsaved lessons and their errors kept); a reload must
      // read the server, so the carried copy leaves the history entry (react-router keeps it under `usr`).
      window.history.replaceState({ ...window.history.state, usr: null }, '');
      return;
    }
    coursesApi
      .get(id)
      .then(
        (course) => (course ? setDraft(draftOf(course)) : notify(courseMessages.courseNotFound, { type: 'error' })),
        onError,
      );
  }, [id, carried, notify, onError]);

  if (!draft) return <Loading />;
  const set = (fields: Partial<CourseDraft>) => setDraft({ ...draft, ...fields });
  const setModules = (modules: readonly ModuleDraft[]) => set({ modules });
  const visibleModules = draft.modules.filter((m) => !m._destroy);
  const addModule = () => setModules([...draft.modules, newModule(visibleModules.length + 1)]);
  const busyUploading = Object.values(uploading).some(Boolean);

  const onModuleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.modules.findIndex((m) => m.tempId === active.id);
    const to = draft.modules.findIndex((m) => m.tempId === over.id);
    setModules(arrayMove([...draft.modules], from, to));
  };

  const confirmDelete = () => {
    if (!pending) return;
    if (pending.kind === 'module') setModules(removeChild(draft.modules, pending.module));
    else
      setModules(
        draft.modules.map((m, i) => (i === pending.module ? { ...m, units: removeChild(m.units, pending.unit) } : m)),
      );
    setPending(null);
  };

  const save = async () => {
    if (saving) return;
    if (busyUploading) return notify('Aguarde o término do upload antes de salvar.', { type: 'warning' });
    setSaving(true);
    try {
      const outcome = await saveCourseSequentially(draft, coursesApi, (message, done, total) =>
        setProgress({ message, percent: Math.round((done / total) * 100) }),
      );
      setDraft(outcome.draft);
      if (outcome.courseFailed) {
        notify(courseMessages.formErrors, { type: 'error', autoHideDuration: courseConstants.validationToastMs });
        return;
      }
      if (outcome.failedModules.length > 0) notify(courseMessages.moduleError, { type: 'error' });
      for (const title of outcome.failedUnits)
        notify(courseMessages.unitErrors(title || courseMessages.defaultUnitTitle), { type: 'error' });
      if (outcome.failedModules.length === 0 && outcome.failedUnits.length === 0)
        notify(courseMessages.courseSaved, { type: 'success' });
      if (!id && outcome.draft.id)
        navigate(`/courses/${outcome.draft.id}/`, { replace: true, state: { draft: outcome.draft } });
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const pageTitle = draft.title || 'Novo Curso';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={pageTitle} />
      <CardContent>
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/courses">
            Cursos
          </Link>
          <Typography>{pageTitle}</Typography>
        </Breadcrumbs>
        <Typography variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {pageTitle}
        </Typography>
        {draft.errors.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {draft.errors.form}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <TextField
              id="course-title"
              label="Título"
              required
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
              error={!!draft.errors.title}
              helperText={draft.errors.title}
            />
            <TextField
              id="course-description"
              label="Descrição"
              required
              multiline
              minRows={3}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
              error={!!draft.errors.description}
              helperText={draft.errors.description}
            />
            <TextField
              id="course-category"
              select
              label="Categoria"
              value={draft.courseCategoryId ?? ''}
              onChange={(e) => set({ courseCategoryId: e.target.value || null })}
              error={!!draft.errors.courseCategoryId}
              helperText={draft.errors.courseCategoryId}
            >
              <MenuItem value="">Sem categoria</MenuItem>
              {categories.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Programas"
              value={[...draft.programIds]}
              slotProps={{ select: { multiple: true } }}
              onChange={(e) => {
                const value = e.target.value as unknown as string[] | string;
                set({ programIds: typeof value === 'string' ? value.split(',') : value });
              }}
            >
              {programs.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <FormControlLabel
                control={<Switch checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />}
                label={draft.active ? 'Ativo' : 'Rascunho'}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.premiumAccessThroughAnyPlan}
                    onChange={(e) => set({ premiumAccessThroughAnyPlan: e.target.checked })}
                  />
                }
                label="Acesso premium por qualquer plano"
              />
            </Box>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              {courseMessages.imagesBlock}
            </Typography>
            <UploadDropZone
              folder="courses/covers"
              label="Capa (16:9)"
              value={draft.coverUrl}
              onChange={(coverUrl) => set({ coverUrl })}
              onUploadingChange={(u) => setUploading((s) => ({ ...s, cover: u }))}
              testId="course-cover"
            />
            <Box sx={{ mt: 1.5 }}>
              <UploadDropZone
                folder="courses/posters"
                label="Pôster (2:3)"
                value={draft.posterUrl}
                onChange={(posterUrl) => set({ posterUrl })}
                onUploadingChange={(u) => setUploading((s) => ({ ...s, poster: u }))}
                testId="course-poster"
              />
            </Box>
            <Button sx={{ mt: 1.5 }} variant="outlined" onClick={() => setPreview(true)}>
              Ver Preview Mobile
            </Button>
          </Box>
        </Box>

        <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
          Módulos
        </Typography>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onModuleDragEnd}>
          <SortableContext items={visibleModules.map((m) => m.tempId)} strategy={verticalListSortingStrategy}>
            {draft.modules.map((module, index) =>
              module._destroy ? null : (
                <ModuleCard
                  key={module.tempId}
                  module={module}
                  sensors={sensors}
                  onChange={(changed) => setModules(draft.modules.map((m, i) => (i === index ? changed : m)))}
                  onDelete={() => setPending({ kind: 'module', module: index })}
                  onDeleteUnit={(unit) => setPending({ kind: 'unit', module: index, unit })}
                  onAddUnit={() =>
                    setModules(
                      draft.modules.map((m, i) =>
                        i === index ? { ...m, units: [...m.units.map((u) => ({ ...u, open: false })), newUnit()] } : m,
                      ),
                    )
                  }
                  onAddModule={addModule}
                  onUploadingChange={(key, u) => setUploading((s) => ({ ...s, [key]: u }))}
                />
              ),
            )}
          </SortableContext>
        </DndContext>
        {visibleModules.length === 0 && (
          <Button variant="outlined" onClick={addModule}>
            Adicionar novo módulo
          </Button>
        )}
        {progress && (
          <Box sx={{ my: 2 }} data-testid="save-progress">
            <LinearProgress variant="determinate" value={progress.percent} />
            <Typography variant="body2">{progress.message}</Typography>
          </Box>
        )}
        <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {saving ? courseMessages.saving : 'Salvar'}
          </Button>
        </Box>
        <Confirm
          isOpen={pending !== null}
          title="Apagar"
          content={courseMessages.confirmDeleteChild(pending?.kind === 'unit' ? 'aula' : 'módulo')}
          confirm="Apagar"
          cancel="Cancelar"
          onConfirm={confirmDelete}
          onClose={() => setPending(null)}
        />
        {preview && (
          <CoursePreviewDialog
            course={{
              id: draft.id ?? 'novo',
              title: draft.title,
              description: draft.description,
              coverUrl: draft.coverUrl,
              posterUrl: draft.posterUrl,
            }}
            onClose={() => setPreview(false)}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default CourseEditorPage;
