import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Stack,
  Step as MuiStep,
  StepLabel,
  Stepper,
  TextField,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { registrationMessages } from '@gym/contracts/accounts/registration';
import { messages } from '@gym/contracts/messages';
import { session } from '../auth/session';
import { updateAccount } from '../dataProvider/accountSettings';
import { createAccount, lookupZipcode, ownerSession } from '../dataProvider/registration';
import { uploadFile } from '../dataProvider/uploads';
import { UploadDropZone } from '../uploads/UploadDropZone';
import { errorMessage } from '../lib/notifyError';
import { maskOf, StepOne, StepThree, StepTwo, type FieldBinder } from './RegistrationFields';
import { useOptions } from '../dataProvider/useOptions';
import { useToasts } from './useToasts';
import {
  allowedStep,
  emptyWizard,
  stepErrors,
  stepFields,
  toPayload,
  zipcodeReady,
  type Step,
  type WizardField,
  type WizardValues,
} from './wizardRules';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const stepOfUrl = (): Step => {
  const n = Number(new URLSearchParams(window.location.search).get('step'));
  return n === 2 || n === 3 ? n : 1;
};

/** The token that hides the password: `?token=` in the address, else the browser's signed-in session. */
const suppliedToken = (): string | null => new URLSearchParams(window.location.search).get('token') || session.token();

const titles: Record<Step, string> = { 1: 'Dados pessoais', 2: 'Perfil profissional', 3: 'Endereço e CPF' };

/** Spec 000 'Registration wizard': three steps, back allowed, gates, then /{accountCode}/admin. */
export const RegistrationPage = () => {
  const [token] = useState(suppliedToken);
  const passwordHidden = token !== null;
  const [values, setValues] = useState<WizardValues>(emptyWizard);
  const [errors, setErrors] = useState<Partial<Record<WizardField, string>>>({});
  const [step, setStep] = useState<Step>(1);
  const [sending, setSending] = useState(false);
  /** The optional photo: kept in the browser until the account exists, then uploaded into its avatars folder. */
  const [avatar, setAvatar] = useState<{ file: File; preview: string } | null>(null);
  const { notify, view: toasts } = useToasts();
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const reportError = useCallback(
    (first: string) => (error: unknown) => {
      notify(first, 'error', 3000);
      notify(errorMessage(error), 'error');
    },
    [notify],
  );
  const categories = useOptions(null, reportError('Houve um erro ao carregar a lista de categorias.'));
  const subcategories = useOptions(values.category, reportError('Houve um erro ao carregar a lista de subcategorias.'));

  /** Enters a step through its gate: an incomplete earlier step is shown instead. */
  const go = useCallback(
    (requested: Step, push: boolean) => {
      const shown = allowedStep(requested, valuesRef.current, passwordHidden);
      setStep(shown);
      const url = new URL(window.location.href);
      url.searchParams.set('step', String(shown));
      if (push) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [passwordHidden],
  );

  useEffect(() => {
    go(stepOfUrl(), false);
    const onPop = () => go(stepOfUrl(), false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const checkField = (field: WizardField, all: WizardValues) => {
    const own = Object.entries(stepFields).find(([, fields]) => fields.includes(field))?.[0];
    const message = own ? stepErrors(Number(own) as Step, all, passwordHidden)[field] : undefined;
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const lookup = (zipcode: string) => {
    if (!zipcodeReady(zipcode)) return;
    lookupZipcode(zipcode).then(
      (found) => {
        if (!found) return;
        setValues((v) => ({
          ...v,
          street: found.street ?? v.street,
          neighborhood: found.neighborhood ?? v.neighborhood,
          city: found.city ?? v.city,
          state: found.state ?? v.state,
        }));
      },
      // The service may be down or not know the CEP: said as the branch form says it (issue 35: it was silent).
      (error: unknown) => notify(errorMessage(error), 'warning'),
    );
  };

  const bind: FieldBinder = (field, label, extra = {}) => (
    <TextField
      key={field}
      id={`wizard-${field}`}
      name={field}
      label={label}
      value={values[field]}
      error={!!errors[field]}
      helperText={errors[field] ?? ' '}
      fullWidth
      size="small"
      {...extra}
      onChange={(event) => {
        const value = maskOf(field)(event.target.value);
        const nextValues = { ...values, [field]: value, ...(field === 'category' ? { subcategory: '' } : {}) };
        setValues(nextValues);
        // Checked on every change once the field has shown an error (spec 000: errors clear on edit).
        if (errors[field]) checkField(field, nextValues);
        if (field === 'zipcode' && value !== values.zipcode) lookup(value);
      }}
      onBlur={() => {
        checkField(field, values);
        (extra.onBlur as (() => void) | undefined)?.();
      }}
    />
  );

  const validateStep = (s: Step) => {
    const found = stepErrors(s, values, passwordHidden);
    setErrors((e) => ({ ...e, ...Object.fromEntries(stepFields[s].map((f) => [f, found[f]])) }));
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    if (!validateStep(3)) return;
    setSending(true);
    try {
      const created = await createAccount(toPayload(values, passwordHidden), token);
      window.dataLayer ??= [];
      window.dataLayer.push({ event: 'register-success', accountCode: created.code });
      notify(registrationMessages.success, 'success');
      notify(registrationMessages.successHint, 'info');
      session.save(ownerSession(created));
      if (avatar) await saveAvatar(created, avatar.file);
      // Time to read the toasts before the console loads.
      setTimeout(() => window.location.assign(`/${encodeURIComponent(created.code)}/admin`), 1500);
    } catch (error) {
      setSending(false);
      notify(registrationMessages.failure, 'error', 3000);
      notify(errorMessage(error) || messages.genericRequestError, 'error');
    }
  };

  /** Uploads the chosen photo as the new owner and makes it the account's; a failure does not undo the account. */
  const saveAvatar = async ({ code, name }: { code: string; name: string }, file: File) => {
    const adminEndpoint = `/${encodeURIComponent(code)}/admin/graphql`;
    try {
      const avatarUrl = await uploadFile(file, 'avatars', () => undefined, adminEndpoint);
      await updateAccount({ name, avatarUrl }, adminEndpoint);
    } catch (error) {
      notify(registrationMessages.avatarFailed, 'error');
      notify(errorMessage(error), 'error');
    }
  };

  const next = () => {
    if (!validateStep(step)) return;
    if (step === 3) void submit();
    else go((step + 1) as Step, true);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 520, maxWidth: '100%' }}>
        <CardHeader
          title="Crie sua conta"
          subheader={titles[step]}
          titleTypographyProps={{ component: 'h1', variant: 'h5' }}
        />
        <CardContent>
          <Stepper activeStep={step - 1} sx={{ mb: 2 }}>
            {([1, 2, 3] as const).map((s) => (
              <MuiStep key={s}>
                <StepLabel>{titles[s]}</StepLabel>
              </MuiStep>
            ))}
          </Stepper>
          <Stack
            spacing={0.5}
            component="form"
            noValidate
            aria-label={titles[step]}
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            {step === 1 ? <StepOne bind={bind} passwordHidden={passwordHidden} /> : null}
            {step === 2 ? (
              <StepTwo bind={bind} values={values} categories={categories} subcategories={subcategories} />
            ) : null}
            {step === 3 ? (
              <StepThree
                bind={bind}
                avatar={
                  <UploadDropZone
                    folder="avatars"
                    label="Foto (opcional)"
                    value={avatar?.preview ?? null}
                    testId="wizard-avatar"
                    doneLabel={registrationMessages.avatarChosen}
                    upload={async (file) => {
                      const preview = URL.createObjectURL(file);
                      setAvatar({ file, preview });
                      return preview;
                    }}
                    onChange={(url) => {
                      if (url === null) setAvatar(null);
                    }}
                  />
                }
              />
            ) : null}
            <button type="submit" hidden />
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button disabled={step === 1 || sending} onClick={() => go((step - 1) as Step, true)}>
            Voltar
          </Button>
          <Button variant="contained" disabled={sending} onClick={next}>
            {step === 3 ? 'Criar conta' : 'Próximo'}
          </Button>
        </CardActions>
      </Card>
      {toasts}
    </Box>
  );
};

export default RegistrationPage;
