import { postToGateway, SmsError, type Sms, type SmsGateway } from './gateway';

/**
 * The generic gateway: a clinic's own service (or any SMS provider's relay) at SMS_WEBHOOK_URL receives
 * `POST {"to","text"}` as JSON with `Authorization: Bearer <SMS_WEBHOOK_TOKEN>`; any 2xx means it accepted the message.
 */
export function webhookGateway({ url, token }: { url: string; token: string }): SmsGateway {
  return {
    name: 'webhook',
    async send({ to, text }: Sms) {
      const response = await postToGateway('SMS webhook', url, {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, text }),
      });
      // The body is not read into the message: it is the gateway's, and may echo the request.
      await response.body?.cancel();
      if (!response.ok) throw new SmsError(`The SMS webhook answered ${response.status}`);
    },
  };
}
