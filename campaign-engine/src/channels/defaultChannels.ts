import type { DocumentStore, EventStore } from '@gym/platform';
import { PermanentDeliveryError, type ChannelSender, type Channels } from './channel.ts';
import { emailChannel } from './emailChannel.ts';
import { httpMessagingChannel } from './httpMessagingProvider.ts';
import { outboxMailSender } from './outboxMailSender.ts';
import { pushChannel, recordingPushProvider } from './pushChannel.ts';
import { smtpMailSender, smtpOptionsFromEnv } from '@gym/platform/mail';

const notConfigured =
  (name: string): ChannelSender =>
  async () => {
    throw new PermanentDeliveryError(`Canal ${name} não configurado`);
  };

/**
 * Channels from the environment: SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS send real e-mail, else the
 * outbox (embedded default); SMS_PROVIDER_URL / WHATSAPP_PROVIDER_URL (+ _TOKEN) enable those channels.
 */
export function channelsFromEnv(
  env: NodeJS.ProcessEnv,
  eventStore: EventStore,
  outbox: DocumentStore,
  now: () => Date,
): Channels {
  // The same SMTP_* settings as the API's system mail (platform/src/mail/smtpMailSender.ts).
  const smtpOptions = smtpOptionsFromEnv(env);
  const smtp = smtpOptions ? smtpMailSender(smtpOptions) : null;
  const mail = smtp ? () => smtp : outboxMailSender(outbox, now);
  return {
    email: emailChannel(mail),
    push: pushChannel(eventStore, recordingPushProvider()),
    sms: env.SMS_PROVIDER_URL
      ? httpMessagingChannel({ baseUrl: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN, channel: 'sms' })
      : notConfigured('SMS'),
    whatsapp: env.WHATSAPP_PROVIDER_URL
      ? httpMessagingChannel({
          baseUrl: env.WHATSAPP_PROVIDER_URL,
          token: env.WHATSAPP_PROVIDER_TOKEN,
          channel: 'whatsapp',
        })
      : notConfigured('WhatsApp'),
  };
}
