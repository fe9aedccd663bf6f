import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  BooleanInput,
  Button,
  FormDataConsumer,
  LinkBase,
  Loading,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  required,
  useBasename,
  useGetOne,
  useNotify,
  useRedirect,
} from 'react-admin';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { isValidSendTime } from '@gym/contracts/campaigns/campaignInput';
import { isValidEmail } from '@gym/contracts/validation/email';
import type { Campaign } from '../dataProvider/campaigns';
import { readOnce, useSaveRecord } from '../dataProvider/hooks';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { useNotifyRequestError } from '../lib/notifyError';
import { PlanSegmentInput } from './PlanSegmentInput';
import { RichTextInput } from './RichTextInput';
import {
  channelChoices,
  frequencyChoices,
  maskTime,
  segmentationChoices,
  statusChoices,
  studentStatusChoices,
  triggerChoices,
} from './labels';

type Values = Record<string, unknown>;

/** Spec defaults: status draft, trigger single_dispatch, frequency one_time, channel email. */
const defaults: Values = {
  status: 'draft',
  activity: 'single_dispatch',
  templateType: 'all',
  frequency: 'one_time',
  notificationChannel: 'email',
  customSender: false,
};

const req = required(m.required);
const validateTime = (v: unknown) => (typeof v === 'string' && v && !isValidSendTime(v) ? m.invalidTime : undefined);
const validateEmail = (v: unknown) =>
  typeof v === 'string' && v && !isValidEmail(v.trim()) ? m.invalidEmail : undefined;
const validateBcc = (v: unknown) =>
  typeof v === 'string' &&
  v
    .split(/[\s,;]+/)
    .filter(Boolean)
    .some((e) => !isValidEmail(e))
    ? m.invalidEmail
    : undefined;

function toInput(values: Values, id: string | undefined): Values {
  const custom = values.customSender === true;
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    ...(id ? { id } : {}),
    title: values.title ?? '',
    description: values.description ?? '',
    status: values.status,
    activity: values.activity,
    templateType: values.templateType,
    segmentValue: blank(values.segmentValue),
    frequency: values.frequency,
    time: blank(values.time),
    notificationChannel: values.notificationChannel,
    senderName: custom ? blank(values.senderName) : null,
    senderEmail: custom ? blank(values.senderEmail) : null,
    toBcc: blank(values.toBcc),
  };
}

const FormToolbar = () => (
  <Toolbar>
    <SaveButton label="Salvar" alwaysEnable />
  </Toolbar>
);

/** Spec 002 campaign form (new and edit): 'Voltar', card 'Mensagem', card 'Configurações'. */
export const CampaignForm = () => {
  const { id } = useParams();
  const basename = useBasename();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyRequestError = useNotifyRequestError();
  const notifySaveError = useNotifyRequestError(m.saveFailed);
  const [record, setRecord] = useState<Values | null>(id ? null : defaults);
  const { data: campaign } = useGetOne<Campaign>(
    'campaigns',
    { id: id ?? '' },
    { ...readOnce, enabled: !!id, onError: notifyRequestError },
  );
  const save = useSaveRecord<Campaign>('campaigns');

  useEffect(() => {
    // The custom-sender toggle starts on when a sender e-mail exists.
    if (campaign) setRecord({ ...campaign, customSender: !!campaign.senderEmail });
  }, [campaign]);

  const submit = async (values: Values) => {
    try {
      await save(id, toInput(values, id), campaign);
      notify(m.saved, { type: 'success' });
      redirect(`${basename}/campaigns`);
    } catch (error) {
      // Spec 002 section 8: 'Erro ao salvar mensagem', then the server messages.
      notifySaveError(error);
      const fields = fieldErrorsOf(error);
      return Object.keys(fields).length ? fields : undefined;
    }
  };

  if (!record) return <Loading />;
  return (
    <Box>
      <Title title="Mensagens Automáticas" />
      <Button component={LinkBase} to={`${basename}/campaigns`} label="Voltar" sx={{ my: 1 }} />
      <SimpleForm record={record} onSubmit={submit} toolbar={<FormToolbar />}>
        <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Card sx={{ flex: '2 1 360px', minWidth: 0, maxWidth: '100%' }}>
            <CardHeader title="Mensagem" />
            <CardContent>
              <TextInput source="title" label="Assunto" validate={req} fullWidth />
              <RichTextInput source="description" label="Conteúdo" validate={req} height={500} />
            </CardContent>
          </Card>
          <Card sx={{ flex: '1 1 280px', minWidth: 0, maxWidth: '100%' }}>
            <CardHeader title="Configurações" />
            <CardContent>
              <SelectInput source="status" label="Status" choices={statusChoices} validate={req} fullWidth />
              <SelectInput source="activity" label="Gatilho" choices={triggerChoices} validate={req} fullWidth />
              <FormDataConsumer>
                {({ formData }) =>
                  // Segmentation, frequency and time are hidden for new_register (spec 002 section 4).
                  formData.activity === 'new_register' ? null : (
                    <>
                      <SelectInput source="templateType" label="Segmentação" choices={segmentationChoices} fullWidth />
                      {formData.templateType === 'status' ? (
                        <SelectInput
                          source="segmentValue"
                          label="Status do aluno"
                          choices={studentStatusChoices}
                          validate={req}
                          fullWidth
                        />
                      ) : null}
                      {formData.templateType === 'plan' ? <PlanSegmentInput /> : null}
                      <SelectInput source="frequency" label="Frequência" choices={frequencyChoices} fullWidth />
                      <TextInput
                        source="time"
                        label="Horário de envio"
                        placeholder="99:99"
                        parse={maskTime}
                        format={(v: unknown) => (typeof v === 'string' ? v : '')}
                        validate={validateTime}
                        fullWidth
                      />
                    </>
                  )
                }
              </FormDataConsumer>
              <SelectInput source="notificationChannel" label="Canal" choices={channelChoices} fullWidth />
              <BooleanInput source="customSender" label="Remetente personalizado" />
              <FormDataConsumer>
                {({ formData }) =>
                  formData.customSender ? (
                    <>
                      <TextInput source="senderName" label="Nome do remetente" fullWidth />
                      <TextInput source="senderEmail" label="E-mail do remetente" validate={validateEmail} fullWidth />
                    </>
                  ) : null
                }
              </FormDataConsumer>
              <TextInput
                source="toBcc"
                label="Cópia oculta (CCO)"
                helperText="E-mails separados por vírgula"
                validate={validateBcc}
                fullWidth
              />
            </CardContent>
          </Card>
        </Box>
      </SimpleForm>
    </Box>
  );
};

export default CampaignForm;
