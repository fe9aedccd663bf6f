import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, Loading, Title, useGetOne, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  billingTriggerTypes,
  DEFAULT_PLAN_COLOR,
  externalStores,
  planTypes,
  planVisibilities,
} from '@gym/contracts/plans/enums';
import { planMessages } from '@gym/contracts/plans/planMessages';
import { formatBRL, parseBRLToCents } from '@gym/contracts/validation/money';
import { readOnce, useAdminMutation, useSaveRecord } from '../dataProvider/hooks';
import type { Plan } from '../dataProvider/plans';
import { useNotifyRequestError } from '../lib/notifyError';
import { PlanBreadcrumbs } from './Breadcrumbs';
import {
  billingDayLabels,
  billingTriggerLabels,
  planTypeLabels,
  recurrenceLabels,
  storeLabels,
  visibilityLabels,
} from './labels';
import { MobilePreview } from './MobilePreview';
import { UploadDropZone } from '../uploads/UploadDropZone';
import { planProgramsOf, ProgramPicker } from './ProgramPicker';

type Form = Omit<Plan, 'id' | 'code' | 'archived' | 'value'> & {
  value: string;
  colorEnabled: boolean;
  customEmail: boolean;
};

const blank: Form = {
  name: '',
  description: null,
  planType: 'normal',
  visibility: 'everywhere',
  color: null,
  coverUrl: null,
  status: 'active',
  programIds: [],
  externalStores: [],
  recurrence: null,
  recurrenceValue: 1,
  value: '0,00',
  installments: 1,
  billingTriggerType: 'inicio_do_periodo',
  billingTriggerDay: null,
  cycles: 0,
  subject: null,
  body: null,
  subjectOnEnd: null,
  bodyOnEnd: null,
  colorEnabled: false,
  customEmail: false,
};

function toForm(plan: Plan): Form {
  const { id: _id, code: _code, archived: _archived, value, ...rest } = plan;
  return {
    ...rest,
    value: formatBRL(value).replace('R$ ', ''),
    colorEnabled: plan.color !== null,
    // The custom e-mail switch starts on if the plan already has a subject or body (spec 001).
    customEmail: Boolean(plan.subject || plan.body || plan.subjectOnEnd || plan.bodyOnEnd),
    // The billing trigger defaults to start of period when none is set.
    billingTriggerType: plan.billingTriggerType || 'inicio_do_periodo',
  };
}

/** Form values → PlanInput: cents, normalised numbers (spec 001 section 5), cleared fields as null. */
function toInput(form: Form, id: string | undefined): Record<string, unknown> {
  const { colorEnabled, customEmail, value, ...rest } = form;
  const cents = parseBRLToCents(value) ?? 0;
  const positive = (n: unknown) => (Number(n) > 0 ? Math.floor(Number(n)) : 1);
  const gympass = form.planType === 'gympass';
  return {
    ...rest,
    id: id ?? null,
    color: colorEnabled ? (form.color ?? DEFAULT_PLAN_COLOR) : null,
    value: gympass ? 0 : cents,
    installments: cents > 0 && !gympass ? positive(form.installments) : 1,
    recurrenceValue: positive(form.recurrenceValue),
    cycles: Number(form.cycles) > 0 ? Math.floor(Number(form.cycles)) : 0,
    billingTriggerDay:
      form.billingTriggerDay === null || String(form.billingTriggerDay) === '' ? null : Number(form.billingTriggerDay),
    externalStores: gympass ? [] : form.externalStores,
    subject: customEmail ? form.subject : null,
    body: customEmail ? form.body : null,
    subjectOnEnd: customEmail ? form.subjectOnEnd : null,
    bodyOnEnd: customEmail ? form.bodyOnEnd : null,
  };
}

/** /plans/new and /plans/{id}/edit: the plan form with its cards (spec 001 'Plan form'). */
export const PlanForm = () => {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [form, setForm] = useState<Form | null>(id ? null : blank);
  const [loading, setLoading] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirmNoPrograms, setConfirmNoPrograms] = useState(false);
  const [preview, setPreview] = useState(false);
  const [savedProgramIds, setSavedProgramIds] = useState<string[]>([]);

  // A missing plan says so once, without the generic request toast.
  const onLoadError = useCallback(
    (error: unknown) =>
      error instanceof HttpError && error.status === 404
        ? notify(planMessages.planNotFound, { type: 'error' })
        : onError(error),
    [notify, onError],
  );
  const { data: plan } = useGetOne<Plan>(
    'plans',
    { id: id ?? '' },
    { ...readOnce, enabled: !!id, onError: onLoadError },
  );
  const savePlan = useSaveRecord<Plan>('plans');
  const { mutateAsync: archivePlan } = useAdminMutation((dataProvider, planId: string) =>
    dataProvider.archivePlan(planId),
  );
  useEffect(() => {
    if (!id) setForm(blank);
  }, [id]);
  useEffect(() => {
    if (plan) {
      setForm(toForm(plan));
      setSavedProgramIds(plan.programIds);
    }
  }, [plan]);

  if (!form) return <Loading />;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });
  const text = (key: keyof Form) => ({
    value: (form[key] as string | null) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value as never),
  });
  const cents = parseBRLToCents(form.value) ?? 0;
  const gympass = form.planType === 'gympass';

  async function save(confirmed: boolean) {
    if (loading || !form) return; // "Plan save is ignored while loading."
    if (!form.name.trim()) {
      setNameError(planMessages.planNameRequired);
      notify(planMessages.planNameRequiredToast, { type: 'error' });
      return;
    }
    if (!confirmed && form.programIds.length === 0) return setConfirmNoPrograms(true);
    setLoading(true);
    try {
      const saved = await savePlan(
        id,
        { ...toInput(form, id), planPrograms: planProgramsOf(form.programIds, savedProgramIds) },
        plan,
      );
      notify(id ? planMessages.planUpdated : planMessages.planSaved, { type: 'success' });
      setForm(toForm(saved));
      setSavedProgramIds(saved.programIds);
      // After the first save the address becomes the plan's edit route.
      if (!id) navigate(`/plans/${saved.id}/edit`, { replace: true });
    } catch (error) {
      onError(error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Title title={id ? form.name || 'Plano' : 'Novo plano'} />
      <PlanBreadcrumbs current={id ? form.name : 'Novo plano'} />
      <Card sx={{ mb: 2 }}>
        <CardHeader title="Informações" />
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <TextField
            label="Nome"
            required
            {...text('name')}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            onChange={(e) => {
              setNameError(null);
              set('name', e.target.value);
            }}
          />
          <TextField
            select
            label="Tipo do plano"
            value={form.planType}
            onChange={(e) => set('planType', e.target.value)}
          >
            {planTypes.map((t) => (
              <MenuItem key={t} value={t}>
                {planTypeLabels[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Descrição" multiline minRows={2} {...text('description')} />
          <TextField
            select
            label="Visibilidade"
            value={form.visibility}
            onChange={(e) => set('visibility', e.target.value)}
          >
            {planVisibilities.map((v) => (
              <MenuItem key={v} value={v}>
                {visibilityLabels[v]}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <FormControlLabel
              label="Definir cor"
              control={
                <Switch
                  checked={form.colorEnabled}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      colorEnabled: e.target.checked,
                      color: e.target.checked ? (form.color ?? DEFAULT_PLAN_COLOR) : null,
                    })
                  }
                />
              }
            />
            {form.colorEnabled && (
              <TextField
                type="color"
                label="Cor"
                value={form.color ?? DEFAULT_PLAN_COLOR}
                onChange={(e) => set('color', e.target.value)}
                sx={{ width: 120 }}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <UploadDropZone
                folder="images"
                label="Imagem de capa"
                value={form.coverUrl}
                onChange={(url) => set('coverUrl', url)}
                testId="plan-cover"
              />
            </Box>
            <Button onClick={() => setPreview(true)}>Ver Preview Mobile</Button>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardHeader title="Programas" />
        <CardContent>
          <ProgramPicker value={form.programIds} onChange={(ids) => set('programIds', ids)} />
        </CardContent>
      </Card>
      {!gympass && (
        <Card sx={{ mb: 2 }}>
          <CardHeader title="Pagamento" />
          <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}>
            <TextField
              label="Valor (R$)"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              value={form.value}
              onChange={(e) => set('value', e.target.value.replace(/[^\d.,]/g, ''))}
            />
            {cents > 0 && (
              <TextField
                type="number"
                label="Parcelas (máximo)"
                value={form.installments}
                onChange={(e) => set('installments', Number(e.target.value))}
              />
            )}
            <TextField
              select
              label="Recorrência"
              value={form.recurrence ?? ''}
              onChange={(e) => set('recurrence', e.target.value || null)}
            >
              {Object.entries(recurrenceLabels).map(([v, l]) => (
                <MenuItem key={v} value={v}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label="Quantidade"
              value={form.recurrenceValue}
              onChange={(e) => set('recurrenceValue', Number(e.target.value))}
            />
            <TextField
              type="number"
              label="Ciclos (renovações)"
              value={form.cycles}
              onChange={(e) => set('cycles', Number(e.target.value))}
            />
            <TextField
              select
              label="Cobrança"
              value={form.billingTriggerType}
              onChange={(e) => set('billingTriggerType', e.target.value)}
            >
              {billingTriggerTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {billingTriggerLabels[t]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={billingDayLabels[form.billingTriggerType]}
              value={form.billingTriggerDay ?? ''}
              onChange={(e) => set('billingTriggerDay', e.target.value === '' ? null : Number(e.target.value))}
            />
          </CardContent>
        </Card>
      )}
      {!gympass && (
        <Card sx={{ mb: 2 }}>
          <CardHeader title="Provedores externos" />
          <CardContent>
            {/* No payment provider is connected until the payments settings exist. */}
            <Alert severity="info" sx={{ mb: 1 }}>
              Nenhum provedor de pagamento conectado. Conecte um em{' '}
              <RouterLink to="/edit">Configurações de Pagamentos</RouterLink>.
            </Alert>
            {externalStores.map((s) => (
              <FormControlLabel
                key={s}
                label={storeLabels[s]}
                control={
                  <Checkbox
                    checked={form.externalStores.includes(s)}
                    onChange={(e) =>
                      set(
                        'externalStores',
                        e.target.checked ? [...form.externalStores, s] : form.externalStores.filter((x) => x !== s),
                      )
                    }
                  />
                }
              />
            ))}
          </CardContent>
        </Card>
      )}
      <Card sx={{ mb: 2 }}>
        <CardHeader
          title="E-mail personalizado"
          action={
            <Switch
              checked={form.customEmail}
              onChange={(e) => set('customEmail', e.target.checked)}
              slotProps={{ input: { 'aria-label': 'E-mail personalizado' } }}
            />
          }
        />
        {form.customEmail && (
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <TextField label="Assunto (ativação)" {...text('subject')} />
            <TextField label="Mensagem (ativação)" multiline minRows={3} {...text('body')} />
            <TextField label="Assunto (fim do plano)" {...text('subjectOnEnd')} />
            <TextField label="Mensagem (fim do plano)" multiline minRows={3} {...text('bodyOnEnd')} />
          </CardContent>
        )}
      </Card>
      <Box sx={{ display: 'flex', gap: 1, mb: 4 }}>
        <Button variant="contained" disabled={loading} onClick={() => save(false)}>
          Salvar
        </Button>
        {id && (
          <Button
            color="error"
            disabled={loading}
            onClick={() => archivePlan(id).then(() => navigate('/plans'), onError)}
          >
            Arquivar
          </Button>
        )}
      </Box>
      <Dialog open={confirmNoPrograms} onClose={() => setConfirmNoPrograms(false)}>
        <DialogTitle>Salvar plano</DialogTitle>
        <DialogContent>
          <DialogContentText>{planMessages.noProgramsConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmNoPrograms(false)}>Cancelar</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirmNoPrograms(false);
              void save(true);
            }}
          >
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
      <MobilePreview
        open={preview}
        onClose={() => setPreview(false)}
        name={form.name}
        description={form.description}
        imageUrl={form.coverUrl}
        color={form.color}
        price={gympass ? null : cents}
      />
    </Box>
  );
};

export default PlanForm;
