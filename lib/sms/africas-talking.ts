import { postToGateway, SmsError, type Sms, type SmsGateway } from './gateway';

/**
 * Africa's Talking's SMS API (docs.africastalking.com, "Send SMS"): `POST {base}/version1/messaging`, a form of
 * `username`, `to` (comma-separated, international form), `message` and optionally `from` (a registered sender
 * ID or short code), with the `apiKey` header and `Accept: application/json`. The answer lists each recipient
 * with a statusCode: 100 (processed), 101 (sent) and 102 (queued) are accepted; anything else (401 risk hold,
 * 403 invalid number, 405 insufficient balance, …) is a refusal, whose status text is kept as the reason.
 */
export function africasTalkingGateway({
  username,
  apiKey,
  from,
  baseUrl,
}: {
  username: string;
  apiKey: string;
  from?: string;
  baseUrl: string;
}): SmsGateway {
  return {
    name: 'africastalking',
    async send({ to, text }: Sms) {
      const form = new URLSearchParams({ username, to, message: text });
      if (from) form.set('from', from);
      const response = await postToGateway("Africa's Talking API", `${baseUrl}/version1/messaging`, {
        headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new SmsError(`Africa's Talking answered ${response.status}`);
      }
      const recipient = await firstRecipient(response);
      if (!recipient) throw new SmsError("Africa's Talking accepted no recipient");
      if (!ACCEPTED_STATUS_CODES.has(recipient.statusCode)) {
        throw new SmsError(`Africa's Talking refused the message: ${recipient.status ?? recipient.statusCode}`);
      }
    },
  };
}

const ACCEPTED_STATUS_CODES = new Set([100, 101, 102]);

interface Recipient {
  statusCode: number;
  status?: string;
}

async function firstRecipient(response: Response): Promise<Recipient | undefined> {
  try {
    const body = (await response.json()) as { SMSMessageData?: { Recipients?: Recipient[] } };
    const recipient = body.SMSMessageData?.Recipients?.[0];
    return recipient && typeof recipient.statusCode === 'number' ? recipient : undefined;
  } catch {
    throw new SmsError("Africa's Talking answered something other than JSON");
  }
}
