import { Button, Chip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { billingConsoleMessages as t } from '@gym/contracts/console/billingConsoleMessages';
import { cardBrandName } from '@gym/contracts/validation/cardBrand';
import { useAdminDataProvider, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

/**
 * On a plan of the student profile: the card it is charged to ('Cartão Visa final 1111', red when a payment is
 * overdue), or, for an active card plan of a student with a card on file elsewhere, 'Cobrar no cartão salvo'.
 */
export const CardOnFileControl = ({
  studentId,
  plan,
}: {
  studentId: string;
  plan: { id: string; status: string; paymentMethod: string };
}) => {
  const dataProvider = useAdminDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const { data: cards } = useAdminQuery(
    ['alunoRecurringBilling', studentId],
    (dp) => dp.alunoRecurringBilling(studentId),
    {
      staleTime: 10_000,
    },
  );
  if (!cards) return null;
  const own = cards.find((c) => c.studentPlanId === plan.id);
  if (own)
    return (
      <Chip
        size="small"
        variant="outlined"
        color={own.overdue > 0 ? 'error' : 'default'}
        label={fill(t.cardOnFile, { ...own.card, brand: cardBrandName(own.card.brand) })}
        data-testid="card-on-file"
      />
    );
  if (cards.length === 0 || plan.status !== 'active' || plan.paymentMethod !== 'credito') return null;
  return (
    <Button
      size="small"
      onClick={() =>
        void dataProvider.setStudentPlanCardOnFile(plan.id).then(() => {
          notify(t.cardOnFileSet, { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'alunoRecurringBilling', studentId] });
        }, onError)
      }
    >
      {t.chargeCardOnFile}
    </Button>
  );
};
