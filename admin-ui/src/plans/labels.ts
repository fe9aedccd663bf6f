/** Interface labels of the plan catalogue (pt-BR; ours where the spec gives none). */
export const planTypeLabels: Record<string, string> = {
  normal: 'Normal',
  checkin: 'Checkin',
  gympass: 'Gympass',
  totalpass: 'Totalpass',
};
export const visibilityLabels: Record<string, string> = {
  everywhere: 'Em todos os lugares',
  only_team: 'Somente equipe',
};
export const recurrenceLabels: Record<string, string> = { '': 'Nenhuma', month: 'Mês', day: 'Dia', week: 'Semana' };
export const billingTriggerLabels: Record<string, string> = {
  inicio_do_periodo: 'No início do período',
  fim_do_periodo: 'Após o período',
  dia_do_mes: 'Dia fixo do mês',
};
/** The day field's label follows the trigger (spec 001 section 9). */
export const billingDayLabels: Record<string, string> = {
  inicio_do_periodo: 'Dias após o início',
  fim_do_periodo: 'Dias após a venda',
  dia_do_mes: 'Dia do mês',
};
export const storeLabels: Record<string, string> = { mundipagg: 'Mundipagg', vindi: 'Vindi', stripe: 'Stripe' };
export const paymentMethodLabels: Record<string, string> = {
  dinheiro: 'Dinheiro',
  credito: 'Crédito',
  debito: 'Débito',
  cheque: 'Cheque',
  pix: 'Pix',
  transferencia: 'Transferência',
  outros: 'Outros',
};
export const discountTypeLabels: Record<string, string> = { percentual: 'Percentual', fixed: 'Valor fixo' };
/** Spec 002: active green; canceled, inactive and closed red; draft grey; others yellow. */
export function statusColor(status: string): string {
  if (status === 'active') return '#2dce89';
  if (status === 'canceled' || status === 'inactive' || status === 'closed') return '#f5365c';
  if (status === 'draft') return '#8898aa';
  return '#fb6340';
}
