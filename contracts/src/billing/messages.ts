/** pt-BR texts of recurring billing (ours: the spec has no recurring billing). */
export const billingMessages = {
  invalidRetryDays: 'Os dias de nova tentativa devem ser crescentes, entre 1 e 60.',
  tooManyRetries: 'No máximo 6 novas tentativas.',
  invalidCancelAfter: 'Informe entre 1 e 24 pagamentos em atraso.',
  checkinRefusedOverdue:
    'Check-in recusado: há {count} pagamento(s) do seu plano em atraso. Para regularizar, pague pelo link que enviamos ao seu e-mail ou procure a recepção da academia.',
  noCardOnFile: 'Este aluno não tem cartão salvo. O cartão é salvo na compra pelo checkout.',
  notOverdue: 'Este pagamento não está em atraso.',
  paymentNotFound: 'Pagamento não encontrado',
  planNotBilledByCard: 'Este plano não é cobrado no cartão salvo.',
  planCancelled: 'Este plano foi cancelado por falta de pagamento.',
  providerUnavailable: 'O provedor de pagamento não respondeu. Nada foi cobrado; tente novamente.',
  invalidPeriod: 'Período inválido',
  failedMailSubject: 'Pagamento não aprovado: {plan}',
  linkInvalid: 'Este link de pagamento é inválido ou expirou. Procure a recepção da academia.',
  nothingOverdue: 'Não há pagamentos em atraso neste plano.',
  pixPending: 'O Pix ainda não foi confirmado.',
  paidByPix: 'Pagamento confirmado!',
} as const;
