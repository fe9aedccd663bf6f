import { billingMessages, fillMessage, formatBRL, formatDate, type RecurringChargeFailed } from '@gym/contracts';
import { getAccountById } from '@gym/projection-service';
import { loadState, streams } from '../aggregates.ts';
import type { Actor, Services } from '../services.ts';
import { studentDecider } from '../students/studentDecider.ts';
import type { StudentPlanState } from '../plans/studentPlanDecider.ts';
import { selfServiceLink } from './selfServiceToken.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The member's e-mail at each failed charge: why, how much, when it is tried again, and how to fix it. Sent
 * to the e-mail of the student's profile. A mail failure does not undo the recorded failure (logged by the caller).
 */
export async function sendFailureMail(
  svc: Services,
  actor: Actor,
  plan: Extract<StudentPlanState, { status: 'assigned' }>,
  failure: RecurringChargeFailed['data'],
  /** The same failure cancelled the plan for non-payment. */
  cancelled = false,
): Promise<void> {
  const student = await loadState(svc.eventStore, studentDecider, streams.student(plan.studentId));
  if (student.status !== 'registered' || !student.profile.email) return;
  const account = await getAccountById(svc.documents, actor.accountId);
  const gym = account?.name ?? 'sua academia';
  const amount = formatBRL(failure.amount);
  const retry = cancelled
    ? billingMessages.planCancelled
    : failure.nextRetryOn
      ? `Tentaremos cobrar o cartão novamente em ${formatDate(failure.nextRetryOn)}.`
      : 'Não haverá nova tentativa automática.';
  // A cancelled plan's link would only answer that it is cancelled: the mail sends the member to the desk.
  const link = cancelled ? null : await selfServiceLink(svc, actor.accountId, failure.studentPlanId);
  const lines = [
    `Olá, ${student.profile.name}.`,
    `A cobrança de ${amount} do plano ${plan.plan.name} na ${gym} não foi aprovada: ${failure.message}`,
    retry,
    cancelled
      ? 'Para voltar a treinar, procure a recepção da academia.'
      : 'Para regularizar agora, pague com outro cartão ou com Pix pelo link abaixo (o novo cartão fica salvo para as próximas cobranças). Se preferir, procure a recepção da academia.',
  ];
  const linkText = link ? `\n\nPagar agora: ${link}` : '';
  const linkHtml = link ? `<p><a href="${escapeHtml(link)}">Pagar agora</a></p>` : '';
  await svc.mail.send({
    to: [student.profile.email],
    subject: fillMessage(billingMessages.failedMailSubject, { plan: plan.plan.name }),
    text: lines.join('\n\n') + linkText,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + linkHtml,
    // The link's token pays the plan's overdue charges: delivered, never kept in clear (issue 36).
    secrets: link ? [new URL(link).searchParams.get('t') ?? ''].filter(Boolean) : [],
  });
}
