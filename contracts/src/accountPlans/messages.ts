/** A pricing rule's metric as users read it (issue 35: the toast showed the raw key 'filials'). */
export const pricingMetricLabels: Readonly<Record<string, string>> = {
  revenue_payment_online: 'Receita de pagamentos online',
  users: 'Usuários',
  filials: 'Filiais',
};
const metricLabel = (metric: string) => pricingMetricLabels[metric] ?? metric;

export const accountPlanMessages = {
  saved: 'Plano atualizado com sucesso!',
  nameRequired: 'Informe o nome do plano',
  billingTriggerRequired: 'Selecione o gatilho de cobrança',
  billingDayRequired: 'Informe o dia da cobrança (1 a 31)',
  tooManyRules: 'Máximo de 3 regras de preço',
  duplicateRule: (metric: string) => `Já existe uma regra para ${metricLabel(metric)}. Máximo 1 regra por métrica.`,
  requiredFields: 'Preencha todos os campos obrigatórios antes de salvar.',
  planNotFound: 'Plano não encontrado',
  subscriptionNotFound: 'Assinatura não encontrada',
  accountNotFound: 'Conta não encontrada',
  installmentsRange: 'Parcelas fora do limite do plano',
  invoiceNotFound: 'Fatura não encontrada',
  invoicePaid: 'Fatura marcada como paga',
  categoryCreated: 'Categoria criada com sucesso!',
  categoryUpdated: 'Categoria atualizada com sucesso!',
  categoryNotFound: 'Categoria não encontrada',
  percentDiscountRange: 'O desconto percentual vai de 0 a 100',
  csrf: 'Token CSRF inválido. Recarregue a página e tente novamente.',
} as const;
