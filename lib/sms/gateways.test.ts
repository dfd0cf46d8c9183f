import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { africasTalkingGateway } from './africas-talking';
import { smsGatewayFrom } from './from-env';
import { SmsError } from './gateway';
import { webhookGateway } from './webhook';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A fake gateway on a free port of 127.0.0.1 that records each request and answers what `reply` says. */
let server: Server;
let base: string;
let received: Received[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{}' };
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  reply = { status: 200, body: '{}' };
});

const sms = { to: '+2348035551234', text: 'HMS: reminder of your appointment with Dr. Ada Obi on Wed 25 Nov 2026 at 15:00.' };

describe('webhookGateway', () => {
  const gateway = () => webhookGateway({ url: `${base}/sms`, token: 'webhook-token' });

  it('POSTs {to, text} as JSON with the bearer token, and takes a 2xx as accepted', async () => {
    reply = { status: 202, body: '' };
    await expect(gateway().send(sms)).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/sms', headers: expect.objectContaining({ authorization: 'Bearer webhook-token', 'content-type': 'application/json' }) });
    expect(JSON.parse(received[0].body)).toEqual(sms);
  });

  it('fails with the status on any other answer, and when nobody answers', async () => {
    reply = { status: 500, body: '{"error":"down"}' };
    await expect(gateway().send(sms)).rejects.toThrow(new SmsError('The SMS webhook answered 500'));
    await expect(webhookGateway({ url: 'http://127.0.0.1:1/sms', token: 't' }).send(sms)).rejects.toThrow('Could not reach the SMS webhook');
  });
});

describe('africasTalkingGateway', () => {
  const gateway = (from?: string) => africasTalkingGateway({ username: 'clinic', apiKey: 'at-api-key', from, baseUrl: base });
  const recipients = (statusCode: number, status: string) =>
    JSON.stringify({ SMSMessageData: { Message: 'Sent to 1/1', Recipients: [{ statusCode, number: sms.to, status, cost: 'NGN 2.20', messageId: 'ATXid_1' }] } });

  it('POSTs the documented form with the apiKey header, and accepts statusCode 101', async () => {
    reply = { status: 201, body: recipients(101, 'Success') };
    await gateway('HMSCLINIC').send(sms);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/version1/messaging' });
    expect(request.headers).toMatchObject({ apikey: 'at-api-key', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ username: 'clinic', to: '+2348035551234', message: sms.text, from: 'HMSCLINIC' });
  });

  it('leaves `from` out when no sender ID is configured', async () => {
    reply = { status: 201, body: recipients(102, 'Queued') };
    await gateway().send(sms);
    expect(new URLSearchParams(received[0].body).has('from')).toBe(false);
  });

  it("fails with the recipient's status when the message is refused, and on an HTTP error", async () => {
    reply = { status: 201, body: recipients(405, 'InsufficientBalance') };
    await expect(gateway().send(sms)).rejects.toThrow("Africa's Talking refused the message: InsufficientBalance");
    reply = { status: 401, body: 'The supplied authentication is invalid' };
    await expect(gateway().send(sms)).rejects.toThrow("Africa's Talking answered 401");
    reply = { status: 201, body: 'not json' };
    await expect(gateway().send(sms)).rejects.toThrow('other than JSON');
  });
});

describe('smsGatewayFrom', () => {
  it('builds the configured gateway, and none without configuration', () => {
    expect(smsGatewayFrom(undefined)).toBeUndefined();
    expect(smsGatewayFrom({ provider: 'webhook', url: 'http://x/sms', token: 't' })?.name).toBe('webhook');
    expect(smsGatewayFrom({ provider: 'africastalking', username: 'u', apiKey: 'k', baseUrl: 'http://x' })?.name).toBe('africastalking');
  });
});
