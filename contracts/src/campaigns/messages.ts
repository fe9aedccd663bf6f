/** The campaign feature's pt-BR messages: the spec's where it words them, ours otherwise. */
export const campaignMessages = {
  // Why a delivery failed, shown in the campaign's delivery log.
  studentWithoutPhone: 'Aluno sem telefone',
  studentWithoutEmail: 'Aluno sem e-mail',
  required: 'Campo obrigatório',
  invalidEmail: 'Email inválido',
  confirmDelete: 'Tem certeza que deseja excluir esta mensagem automática?',
  // ours
  invalidTime: 'Horário inválido (use HH:MM)',
  invalidChannel: 'Canal inválido',
  invalidStatus: 'Status inválido',
  invalidTrigger: 'Gatilho inválido',
  invalidSegmentation: 'Segmentação inválida',
  invalidFrequency: 'Frequência inválida',
  segmentValueRequired: 'Escolha o valor da segmentação',
  notFound: 'Mensagem automática não encontrada',
  alreadyDeleted: 'Esta mensagem automática já foi excluída',
  // spec 002 section 8: the campaign form's toasts
  saved: 'Mensagem salva com sucesso',
  saveFailed: 'Erro ao salvar mensagem',
  deleted: 'Mensagem automática excluída com sucesso',
} as const;
