import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Link,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { workoutRoutineMessages as m } from '@gym/contracts/workoutRoutines/workoutRoutineMessages';
import { RequestError } from '../lib/graphqlRequest';
import { useNotifyRequestError } from '../lib/notifyError';
import { workoutRoutineMethods, type WorkoutRoutine } from '../dataProvider/workoutRoutines';
import { fromGroup, groupsInput, move, newGroup, remove, replace, type GroupState } from './editorState';
import { RoutineConfigForm, type RoutineConfig } from './RoutineConfigForm';
import { WorkoutGroupEditor } from './WorkoutGroupEditor';

const todayIso = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

const configOf = (r: WorkoutRoutine | null): RoutineConfig => ({
  name: r?.name ?? '',
  startDate: r?.startDate ?? todayIso(),
  endDate: r?.endDate ?? '',
  cycleType: r?.cycleType ?? 'date',
  target: r?.target ?? 'programs',
  commentEnable: r?.commentEnable ?? true,
  showOnlyOnScheduledDays: r?.showOnlyOnScheduledDays ?? false,
  usersTargetIds: r?.usersTargetIds ?? [],
  programIds: r?.programIds ?? [],
  weekDayIds: r?.weekDayIds ?? [],
});

/**
 * /workout-routines/new and /workout-routines/{id}/edit (spec 001 'Workout routine screens'): the tabs
 * 'Configurações do treino' and 'Edição do treino'. 'Salvar & continuar' saves the configuration and
 * opens the edit tab (the address moves to the edit route after the first save); 'Publicar alterações'
 * saves every group, block and exercise at once.
 */
export const WorkoutRoutinePage = () => {
  const { id } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [routine, setRoutine] = useState<WorkoutRoutine | null | undefined>(id ? undefined : null);
  const [config, setConfig] = useState<RoutineConfig>(() => configOf(null));
  const [groups, setGroups] = useState<GroupState[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const tab = params.get('tab') === 'edit' && id ? 'edit' : 'config';

  const load = (r: WorkoutRoutine) => {
    setRoutine(r);
    setConfig(configOf(r));
    setGroups(r.workoutGroups.map(fromGroup));
  };
  useEffect(() => {
    // After the first save the address moves here with the routine already in hand: no reload.
    if (!id || routine?.id === id) return;
    workoutRoutineMethods.getWorkoutRoutine(id).then((found) => {
      if (found) load(found);
      else notify(m.routineNotFound, { type: 'error' });
    }, onError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // Spec 001: if no group exists when the routine switches to the edit tab, one is added (on entering
  // the tab only: deleting the last group later leaves none, and publishing then makes it a draft again).
  useEffect(() => {
    if (tab === 'edit' && routine)
      setGroups((current) => (current.every((g) => g.destroyed) ? [...current, newGroup('Treino A')] : current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, routine?.id]);

  const errorAt = useMemo(() => (path: string) => errors[path], [errors]);
  const failed = (error: unknown, prefix?: [string, string]) => {
    if (error instanceof RequestError && Object.keys(error.errors).length) {
      const shown = Object.fromEntries(
        Object.entries(error.errors).map(([k, v]) => [
          prefix && k.startsWith(prefix[0]) ? prefix[1] + k.slice(prefix[0].length) : k,
          v,
        ]),
      );
      setErrors(shown);
      notify(m.requiredFieldsToast, { type: 'error', autoHideDuration: 5000 });
    } else onError(error);
  };

  const saveConfig = async () => {
    if (config.target === 'users' && config.usersTargetIds.length === 0) {
      setErrors({ usersTargetIds: m.usersRequired });
      return notify(m.requiredFieldsToast, { type: 'error', autoHideDuration: 5000 });
    }
    setSaving(true);
    setErrors({});
    try {
      const saved = await workoutRoutineMethods.saveWorkoutRoutine({
        ...(id ? { id } : {}),
        ...config,
        endDate: config.endDate || null,
      });
      notify(m.saved, { type: 'success' });
      setRoutine(saved);
      setConfig(configOf(saved));
      if (!id) setGroups([]);
      navigate(`/workout-routines/${saved.id}/edit?tab=edit`, { replace: !id });
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const publish = async () => {
    if (!routine) return;
    setSaving(true);
    setErrors({});
    try {
      const saved = await workoutRoutineMethods.saveWorkoutRoutine({
        id: routine.id,
        workoutGroups: groupsInput(groups),
      });
      notify(m.saved, { type: 'success' });
      load(saved);
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  /** workoutGroupByRoutine: one group saved on its own ('Treino {name} salvo com sucesso!'). */
  const saveGroup = async (index: number) => {
    const group = groups[index];
    if (!routine || !group) return;
    setSaving(true);
    setErrors({});
    try {
      const [input] = groupsInput([group]);
      const saved = await workoutRoutineMethods.saveWorkoutGroup(routine.id, input!);
      notify(m.groupSaved(saved.workoutGroup?.name || group.name), { type: 'success' });
      setRoutine(saved.workoutRoutine);
      if (saved.workoutGroup) setGroups((gs) => replace(gs, group.key, () => fromGroup(saved.workoutGroup!)));
    } catch (error) {
      failed(error, ['workoutGroup.', `workoutGroups.${index}.`]);
    } finally {
      setSaving(false);
    }
  };

  if (routine === undefined) return <Loading />;
  const title = id ? m.editTitle : m.createTitle;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/workout-routines">
            {m.breadcrumbList}
          </Link>
          <Typography>{title}</Typography>
        </Breadcrumbs>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {routine?.name || m.defaultName}
          </Typography>
          {routine ? (
            <Chip
              size="small"
              label={routine.isDraft ? 'Rascunho' : 'Publicada'}
              color={routine.isDraft ? 'default' : 'success'}
            />
          ) : null}
        </Box>
        <Tabs
          value={tab}
          onChange={(_e, next) =>
            routine && navigate(`/workout-routines/${routine.id}/edit${next === 'edit' ? '?tab=edit' : ''}`)
          }
          sx={{ my: 2 }}
          variant="scrollable"
        >
          <Tab value="config" label={m.configTab} />
          <Tab value="edit" label={m.editTab} disabled={!routine} />
        </Tabs>
        {tab === 'config' ? (
          <>
            <RoutineConfigForm
              value={config}
              onChange={(change) => setConfig((c) => ({ ...c, ...change }))}
              errorAt={errorAt}
            />
            <Button variant="contained" sx={{ mt: 3 }} disabled={saving} onClick={() => void saveConfig()}>
              {m.saveAndContinue}
            </Button>
          </>
        ) : (
          <>
            {groups.map((group, index) =>
              group.destroyed ? null : (
                <Box key={group.key}>
                  <WorkoutGroupEditor
                    group={group}
                    index={index}
                    errorAt={errorAt}
                    onChange={(change) => setGroups((gs) => replace(gs, group.key, change))}
                    onUp={() => setGroups((gs) => move(gs, group.key, -1))}
                    onDown={() => setGroups((gs) => move(gs, group.key, 1))}
                    onDelete={() => setGroups((gs) => remove(gs, group.key))}
                  />
                  <Box sx={{ mt: -1.5, mb: 2, textAlign: 'right' }}>
                    <Button size="small" disabled={saving} onClick={() => void saveGroup(index)}>
                      Salvar este treino
                    </Button>
                  </Box>
                </Box>
              ),
            )}
            <Card variant="outlined" sx={{ borderStyle: 'dashed', mb: 2 }}>
              <CardActionArea
                onClick={() =>
                  setGroups((gs) => [
                    ...gs,
                    newGroup(`Treino ${String.fromCharCode(65 + gs.filter((g) => !g.destroyed).length)}`),
                  ])
                }
                sx={{ p: 2, textAlign: 'center' }}
              >
                <AddIcon /> <Typography component="span">Adicionar treino</Typography>
              </CardActionArea>
            </Card>
            <Button variant="contained" disabled={saving} onClick={() => void publish()}>
              {m.publish}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
