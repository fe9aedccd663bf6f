import { campaignMessages } from '@gym/contracts';
import { PermanentDeliveryError, type ChannelSender } from './channel.ts';

/**
 * SMS and WhatsApp through a provider's HTTP API. Request (ours, documented here):
 *   POST {baseUrl}/messages  content-type: application/json  [authorization: Bearer {token}]
 *   { "channel": "sms" | "whatsapp", "to": "+5511987654321", "text": "...", "reference": "<deliveryId>" }
 * Any 2xx is accepted; anything else is a failure (retried by the engine).
 */
export function httpMessagingChannel(options: {
  baseUrl: string;
  token?: string;
  channel: 'sms' | 'whatsapp';
}): ChannelSender {
  return async (d) => {
    if (!d.student.phone) throw new PermanentDeliveryError(campaignMessages.studentWithoutPhone);
    const to = `+${d.student.phone.replace(/\D/g, '')}`;
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ channel: options.channel, to, text: `${d.subject}\n${d.text}`, reference: d.deliveryId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`provedor respondeu ${response.status}`);
    return { recipient: to };
  };
}
