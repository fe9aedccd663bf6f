// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import { billingLadderInputSchema, type BillingLadder } from '@gym/contracts/billing/ladder';

/** The ladder as the form edits it: the retry days as typed ('1, 4, 11'), the limit as text (empty: never). */
export interface LadderForm {
  readonly retryDays: string;
  readonly refuseCheckinsWhileOverdue: boolean;
  readonly cancelAfterOverduePayments: string;
}

export const ladderToForm = (ladder: BillingLadder): LadderForm => ({
  retryDays: ladder.retryDays.join(', '),
  refuseCheckinsWhileOverdue: ladder.refuseCheckinsWhileOverdue,
  cancelAfterOverduePayments:
    ladder.cancelAfterOverduePayments === null ? '' : String(ladder.cancelAfterOverduePayments),
});

/** The form's values checked with the API's own schema (the same pt-BR messages before the request). */
export function ladderFromForm(
  form: LadderForm,
): { ok: true; ladder: BillingLadder } | { ok: false; field: keyof LadderForm; message: string } {
  const days = form.retryDays.split(/[,;\s]+/).filter(Boolean);
  const limit = form.cancelAfterOverduePayments.trim();
  const candidate = {
    retryDays: days.map((d) => (/^\d+$/.test(d) ? Number(d) : Number.NaN)),
    refuseCheckinsWhileOverdue: form.refuseCheckinsWhileOverdue,
    cancelAfterOverduePayments: limit === '' ? null : /^\d+$/.test(limit) ? Number(limit) : Number.NaN,
  };
  const result = billingLadderInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, ladder: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path[0] === 'cancelAfterOverduePayments' ? 'cancelAfterOverduePayments' : 'retryDays';
  return { ok: false, field, message: issue.message };
}
