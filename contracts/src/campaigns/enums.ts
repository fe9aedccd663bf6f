/** Campaign statuses (spec 002 section 4): the form offers the first four; the list also knows inactive. */
export const campaignStatuses = ['draft', 'active', 'archived', 'finished', 'inactive'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Triggers (`activity`); single_dispatch is the default. */
export const campaignTriggers = [
  'checkin',
  'end_plan',
  'start_plan',
  'new_register',
  'moviment_points',
  'single_dispatch',
  // Recurring billing's ladder (issue 24; ours): a card charge failed, an overdue payment was recovered, a plan
  // was cancelled for non-payment.
  'payment_failed',
  'payment_recovered',
  'plan_cancelled_nonpayment',
] as const;
export type CampaignTrigger = (typeof campaignTriggers)[number];

/** Segmentation (`templateType`); 'all' is the spec's empty value. */
export const campaignSegmentations = ['all', 'status', 'gympass', 'totalpass', 'plan'] as const;
export type CampaignSegmentation = (typeof campaignSegmentations)[number];

export const campaignFrequencies = ['daily', 'weekly', 'monthly', 'one_time'] as const;
export type CampaignFrequency = (typeof campaignFrequencies)[number];

/** Stored channels; the spec also accepts 'E-mail' and 'Push' as input spellings of email and push. */
export const campaignChannels = ['email', 'sms', 'push', 'whatsapp'] as const;
export type CampaignChannel = (typeof campaignChannels)[number];
export const campaignChannelInputs = ['email', 'sms', 'E-mail', 'Push', 'push', 'whatsapp'] as const;

/** Labels of the console (ours where the spec names none). */
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Rascunho',
  active: 'Ativo',
  archived: 'Arquivado',
  finished: 'Finalizado',
  inactive: 'Inativo',
};
export const campaignTriggerLabels: Record<CampaignTrigger, string> = {
  checkin: 'Check-in',
  end_plan: 'Fim de plano',
  start_plan: 'Início de plano',
  new_register: 'Novo cadastro',
  moviment_points: 'Movimentação de pontos',
  single_dispatch: 'Disparo único',
  payment_failed: 'Pagamento recusado',
  payment_recovered: 'Pagamento recuperado',
  plan_cancelled_nonpayment: 'Plano cancelado por falta de pagamento',
};
export const campaignSegmentationLabels: Record<CampaignSegmentation, string> = {
  all: 'Todos',
  status: 'Status',
  gympass: 'Gympass',
  totalpass: 'Totalpass',
  plan: 'Plano',
};
export const campaignFrequencyLabels: Record<CampaignFrequency, string> = {
  daily: 'Diária',
  weekly: 'Semanal',
  monthly: 'Mensal',
  one_time: 'Uma vez',
};
export const campaignChannelLabels: Record<CampaignChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  push: 'Push',
  whatsapp: 'WhatsApp',
};
