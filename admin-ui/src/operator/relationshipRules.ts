import { accountPlanMessages } from '@gym/contracts/accountPlans/index';
import { formatBRL } from '@gym/contracts/validation/money';

/** A percentual discount is a whole number from 0 to 100 (issue 35: 150 % was accepted). */
export function discountError(percentText: string): string | null {
  const value = Number(percentText || '0');
  return Number.isInteger(value) && value >= 0 && value <= 100 ? null : accountPlanMessages.percentDiscountRange;
}

/** What the preview counted for the plan's type: '2 filiais', '1 aluno ativo', 'R$ 150,00 de receita online'. */
export function usageText(type: string, usage: { users: number; filials: number; revenueCents: number }): string {
  if (type === 'filials') return `${usage.filials} ${usage.filials === 1 ? 'filial' : 'filiais'}`;
  if (type === 'users') return `${usage.users} ${usage.users === 1 ? 'aluno ativo' : 'alunos ativos'}`;
  return `${formatBRL(usage.revenueCents)} de receita online`;
}
