import { Stack, Typography } from '@mui/material';
import { accountStatuses, accountTypes, registerStatuses, visibilities } from '@gym/contracts/accounts/enums';
import { accountPlanLabel } from '@gym/contracts/console/consoleMessages';
import { studentStatusLabels } from '@gym/contracts/students/enums';
import { useCallback } from 'react';
import { useNotifyRequestError } from '../lib/notifyError';
import { useOptions, type OptionsState } from '../dataProvider/useOptions';
import { UploadDropZone } from '../uploads/UploadDropZone';
import type { Binder } from '../lib/settingsFields';
import type { FormValues } from '../lib/settingsPayload';

const statusLabels: Record<string, string> = {
  ativado: 'Ativado',
  pendente: 'Pendente',
  desativado: 'Desativado',
  arquivado: 'Arquivado',
};

function categoryOptions(state: OptionsState): [string, string][] {
  if (state.status === 'loading') return [['', 'Carregando...']];
  if (state.status === 'error' || state.options.length === 0) return [['', 'Nenhuma categoria encontrada!']];
  return state.options.map((o) => [o.code, o.name]);
}

/**
 * Geral: avatar, status and code (read-only outside the operator scope), name, description, area of
 * activity, labels; the operator also sees account type and visibility.
 */
export const GeneralTab = ({
  bind,
  values,
  set,
  scope = 'account',
  avatarUpload,
}: {
  bind: Binder;
  values: FormValues;
  set: (name: string, value: FormValues[string]) => void;
  scope?: 'account' | 'operator';
  /** Where the photo goes in the operator scope: the edited account's avatars folder (the operator's own call). */
  avatarUpload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}) => {
  const operator = scope === 'operator';
  const notifyError = useNotifyRequestError('Houve um erro ao carregar a lista.');
  const onError = useCallback((e: unknown) => notifyError(e), [notifyError]);
  const categories = useOptions(null, onError);
  const category = typeof values.category === 'string' ? values.category : '';
  const subcategories = useOptions(category, onError);
  const personal = values.accountType === 'personal';
  return (
    <Stack spacing={0.5}>
      {/* The account's staff upload through the account's upload service; the operator through its own call. */}
      {operator && !avatarUpload ? null : (
        <UploadDropZone
          folder="avatars"
          label="Foto"
          value={typeof values.avatarUrl === 'string' && values.avatarUrl ? values.avatarUrl : null}
          onChange={(url) => set('avatarUrl', url)}
          testId="account-avatar"
          upload={operator ? avatarUpload : undefined}
        />
      )}
      {bind.select(
        'status',
        'Status',
        accountStatuses.map((s) => [s, statusLabels[s] ?? s]),
        { disabled: !operator },
      )}
      {bind.text('name', 'Nome')}
      {bind.text('code', 'Código da conta', { disabled: !operator })}
      {operator
        ? bind.select(
            'accountType',
            'Tipo de conta',
            accountTypes.map((s) => [s, accountPlanLabel(s)]),
          )
        : null}
      {operator
        ? bind.select(
            'visibility',
            'Visibilidade',
            visibilities.map((s) => [s, accountPlanLabel(s)]),
          )
        : null}
      {bind.text('bio', 'Descrição', {
        multiline: true,
        minRows: 3,
        placeholder: personal ? 'Conte um pouco sobre você e o seu trabalho' : 'Conte um pouco sobre a sua academia',
      })}
      {bind.select('category', 'Área de atuação', categoryOptions(categories))}
      {category ? bind.select('subcategory', 'Subcategoria', categoryOptions(subcategories)) : null}
      {bind.text('athletesLabel', 'Como chamar os alunos', { placeholder: 'Alunos' })}
      {bind.text('pointsLabel', 'Nome dos pontos', { placeholder: 'Pontos' })}
    </Stack>
  );
};

export const EmailsTab = ({ bind }: { bind: Binder }) => (
  <Stack spacing={0.5}>
    {bind.text('senderName', 'Nome do remetente')}
    {bind.text('senderEmail', 'E-mail do remetente', { type: 'email' })}
  </Stack>
);

/** Novos Cadastros: the switch, and when on the default status and the plan-on-signup switch. */
export const RegisterTab = ({ bind, values }: { bind: Binder; values: FormValues }) => (
  <Stack spacing={1}>
    {bind.toggle('registerEnabled', 'Permitir novos cadastros')}
    {values.registerEnabled === true ? (
      <>
        {bind.select(
          'registerStatus',
          'Status padrão dos novos cadastros',
          registerStatuses.map((s) => [s, studentStatusLabels[s]]),
        )}
        {bind.toggle('requiresPlanOnSignup', 'Exigir a escolha de um plano no cadastro')}
      </>
    ) : null}
  </Stack>
);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [i + from, String(i + from)] as const);

/** Checkins: booking and cancelling rules (spec 000 section 9: days 1-8 and a blank choice, hours 1-24). */
export const CheckinsTab = ({ bind }: { bind: Binder }) => (
  <Stack spacing={0.5}>
    {bind.select('daysAheadCheckin', 'Dias de antecedência para checkin', [['', 'Sem limite'], ...range(1, 8)])}
    {bind.select('hoursAheadCheckin', 'Horas de antecedência para checkin', [['', 'Sem limite'], ...range(1, 24)])}
    {bind.select('hoursBeforeRemoveCheckin', 'Horas antes da aula para cancelar', [
      ['', 'Sem limite'],
      ...range(1, 24),
    ])}
    {bind.text('minimumCheckinsGympass', 'Mínimo de checkins (Gympass)', { type: 'number' })}
    {bind.text('minimumCheckinsToPoints', 'Mínimo de checkins para pontos', { type: 'number' })}
    {bind.text('overdueToleranceDays', 'Dias de tolerância para pagamento em atraso', { type: 'number' })}
    {bind.text('noShowLimit', 'Faltas em 30 dias para bloquear agendamentos', { type: 'number' })}
    {bind.text('noShowBlockDays', 'Dias de bloqueio após as faltas', { type: 'number' })}
    <Typography variant="body2" color="text.secondary">
      Deixe em branco para não limitar.
    </Typography>
  </Stack>
);
