import {
  checkoutMessages,
  checkoutNextSteps,
  type CheckoutPurchaseCompleted,
  type CheckoutRequest,
  type PlanDoc,
  type StudentProfile,
} from '@gym/contracts';
import { handleCommand, IllegalStateError } from '@gym/platform';
import { getAccountById } from '@gym/projection-service';
import { loadState, streams } from '../aggregates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newPassword } from '../passwordReset/passwordResetHandler.ts';
import { paymentIdOf, studentPlanDecider } from '../plans/studentPlanDecider.ts';
import { studentPlanStream } from '../plans/studentPlanHandlers.ts';
import { metadataOf, type Actor, type Services } from '../services.ts';
import { registerMember } from '../students/studentHandlers.ts';
import { studentDecider } from '../students/studentDecider.ts';
import { soldPlanOf, today } from './checkoutPlans.ts';

type Customer = CheckoutRequest['checkout']['customer'];
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function profileOf(customer: Customer): StudentProfile {
  return {
    name: customer.name,
    lastName: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    cpf: customer.cpf,
    gender: customer.gender,
    birthdate: null,
    gympassId: null,
    height: null,
    status: 'ativo',
    avatarUrl: null,
  };
}

/**
 * What a completed purchase implies, each step through the existing commands and each safe to run
 * again (a retried request, a replayed webhook): the student (origin checkout) when new, the plan
 * (active from today, one card payment), that payment received, and a password by e-mail.
 */
export async function fulfilPurchase(
  svc: Services,
  actor: Actor,
  purchase: CheckoutPurchaseCompleted['data'],
  customer: Customer,
  plan: PlanDoc,
  firstTime: boolean,
): Promise<void> {
  const { studentId, studentPlanId } = purchase;
  let position = 0;
  if (purchase.newStudent) {
    position = Math.max(
      position,
      await registerMember(svc, actor, {
        studentId,
        profile: profileOf(customer),
        rule: 'student',
        origin: 'checkout',
      }),
    );
  }
  const now = svc.clock.now().toISOString();
  const time = { now, today: today(svc.clock) };
  const assigned = await handleCommand(svc.eventStore, {
    streamId: studentPlanStream(studentPlanId),
    decider: studentPlanDecider,
    command: {
      type: 'AssignPlan',
      data: {
        ...time,
        accountId: actor.accountId,
        studentPlanId,
        studentId,
        plan: soldPlanOf(plan),
        // One card charge pays the plan; the card's installments are the issuer's (recorded on the purchase).
        terms: {
          status: 'active',
          startDate: time.today,
          endDate: null,
          discount: 0,
          discountType: null,
          installments: 1,
          paymentMethod: 'credito',
        },
      },
    },
    metadata: metadataOf(actor),
  });
  position = Math.max(position, assigned.position);
  const sold = assigned.newState;
  const paymentId = paymentIdOf(studentPlanId, 0);
  const payment = sold.status === 'assigned' ? sold.payments.find((p) => p.paymentId === paymentId) : undefined;
  if (payment && !payment.received) {
    try {
      const received = await handleCommand(svc.eventStore, {
        streamId: studentPlanStream(studentPlanId),
        decider: studentPlanDecider,
        command: {
          type: 'MarkPaymentReceived',
          data: { ...time, accountId: actor.accountId, studentPlanId, paymentId },
        },
        metadata: metadataOf(actor),
      });
      position = Math.max(position, received.position);
    } catch (error) {
      // A concurrent retry marked it first: what we wanted is done.
      if (!(error instanceof IllegalStateError)) throw error;
    }
  }
  await sendAccess(svc, actor, purchase, plan, firstTime);
  if (position > 0) await svc.readModelsReached(position);
}

/**
 * A new student gets a generated password (only its hash is kept); an existing one a confirmation.
 * Both go to the e-mail the student's profile holds, never to the one typed at the checkout: a buyer
 * who typed someone else's CPF must not receive a login to that person's account.
 */
async function sendAccess(
  svc: Services,
  actor: Actor,
  purchase: CheckoutPurchaseCompleted['data'],
  plan: PlanDoc,
  firstTime: boolean,
) {
  const login = await svc.credentials.getByUser(actor.accountId, purchase.studentId);
  if (login && !firstTime) return;
  const student = await loadState(svc.eventStore, studentDecider, streams.student(purchase.studentId));
  if (student.status !== 'registered') return;
  const { email, name } = student.profile;
  const account = await getAccountById(svc.documents, actor.accountId);
  const gym = account?.name ?? '';
  const at = gym ? ` na ${gym}` : '';
  const atHtml = gym ? ` na ${escapeHtml(gym)}` : '';
  // The member app, not a store app (issue 35 item 14). The configured address, never the buyer's Host header:
  // the e-mail may go to the CPF's registered owner, not to whoever bought.
  const app = `${svc.ownUrl()}/${encodeURIComponent(account?.code ?? '')}/app/`;
  const [, openApp, install] = checkoutNextSteps(app);
  const appText = `\n\n${openApp}\n${install}`;
  const appHtml = `<p>Abra o app do aluno no celular: <a href="${escapeHtml(app)}">${escapeHtml(app)}</a><br>${escapeHtml(install)}</p>`;
  let textBody: string;
  let htmlBody: string;
  const secrets: string[] = [];
  if (!login) {
    const password = newPassword();
    secrets.push(password);
    await svc.credentials.put({
      scope: actor.accountId,
      email,
      userId: purchase.studentId,
      passwordHash: await hashPassword(password),
      updatedAt: svc.clock.now().toISOString(),
    });
    textBody = `Olá, ${name}.\n\nSua compra do plano ${plan.name}${at} foi confirmada.\n\nSua senha de acesso ao aplicativo é: ${password}\nEntre com o e-mail ${email}.${appText}`;
    htmlBody = `<p>Olá, ${escapeHtml(name)}.</p><p>Sua compra do plano <strong>${escapeHtml(plan.name)}</strong>${atHtml} foi confirmada.</p><p>Sua senha de acesso ao aplicativo é: <strong>${escapeHtml(password)}</strong><br>Entre com o e-mail ${escapeHtml(email)}.</p>${appHtml}`;
  } else {
    textBody = `Olá, ${name}.\n\nSua compra do plano ${plan.name}${at} foi confirmada. Entre no aplicativo com a sua senha de sempre.${appText}`;
    htmlBody = `<p>Olá, ${escapeHtml(name)}.</p><p>Sua compra do plano <strong>${escapeHtml(plan.name)}</strong>${atHtml} foi confirmada. Entre no aplicativo com a sua senha de sempre.</p>${appHtml}`;
  }
  await svc.mail.send({ to: [email], subject: checkoutMessages.mailSubject, text: textBody, html: htmlBody, secrets });
}
