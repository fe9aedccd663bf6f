import { campaignMessages } from '@gym/contracts';
import type { MailSender } from '@gym/platform';
import { PermanentDeliveryError, type ChannelSender } from './channel.ts';

/** Default sender when the campaign has no custom one (ours: the spec does not name it). */
export const DEFAULT_SENDER = { name: 'Mensagens Automáticas', email: 'nao-responda@gym.local' };

/** `mailFor` gives the sender for an account (the outbox files each mail under its account; SMTP is one for all). */
export function emailChannel(mailFor: (accountId: string) => MailSender): ChannelSender {
  return async (d) => {
    if (!d.student.email) throw new PermanentDeliveryError(campaignMessages.studentWithoutEmail);
    await mailFor(d.accountId).send({
      to: [d.student.email],
      subject: d.subject,
      html: d.html,
      text: d.text,
      from: d.senderEmail ? { name: d.senderName ?? undefined, email: d.senderEmail } : DEFAULT_SENDER,
      ...(d.bcc.length ? { bcc: [...d.bcc] } : {}),
    });
    return { recipient: d.student.email };
  };
}
