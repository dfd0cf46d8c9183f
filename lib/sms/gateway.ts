/** One SMS: `to` in international form ("+2348035551234"). */
export interface Sms {
  to: string;
  text: string;
}

/** Every SMS provider behind one interface: `send` resolves once the gateway accepted the message, else throws SmsError. */
export interface SmsGateway {
  /** Named in logs and in the reminder's record ("webhook", "africastalking"). */
  readonly name: string;
  send(sms: Sms): Promise<void>;
}

/** A message the gateway did not accept; `message` is shown on the visit page, so it never holds the credentials. */
export class SmsError extends Error {
  override name = 'SmsError';
}

/** How long a gateway may take to answer before the try counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/** POSTs to a gateway; a network failure or timeout becomes an SmsError naming the gateway. */
export async function postToGateway(gateway: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(SMS_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SmsError(timedOut ? `The ${gateway} did not answer within ${SMS_TIMEOUT_MS / 1000} s` : `Could not reach the ${gateway}`);
  }
}
