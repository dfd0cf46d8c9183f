import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, installPeerAddressHeader, peerAddressHeaderName } from './client-address';

const PEER = 'x-hms-peer-test';
const request = (headers: Record<string, string>) => new Headers(headers);

describe('clientAddress', () => {
  it('takes the connection address and ignores X-Forwarded-For when no proxy of ours is configured', () => {
    const headers = request({ [PEER]: '10.0.0.7', 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' });
    expect(clientAddress(headers, 0, PEER)).toBe('10.0.0.7');
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(clientAddress(request({ [PEER]: '::ffff:127.0.0.1' }), 0, PEER)).toBe('127.0.0.1');
    expect(clientAddress(request({ [PEER]: '::1' }), 0, PEER)).toBe('::1');
  });

  it('takes the Nth entry from the right when N proxies of ours append to X-Forwarded-For', () => {
    const headers = request({ [PEER]: '10.0.0.2', 'x-forwarded-for': '1.1.1.1, 198.51.100.4, 10.0.0.1' });
    expect(clientAddress(headers, 1, PEER)).toBe('10.0.0.1');
    expect(clientAddress(headers, 2, PEER)).toBe('198.51.100.4');
  });

  it('answers unknown rather than trusting a value that is not an address', () => {
    expect(clientAddress(request({}), 0, PEER)).toBe('unknown');
    expect(clientAddress(request({}), 0, undefined)).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': 'not-an-address' }), 1, PEER)).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1' }), 3, PEER)).toBe('unknown');
  });
});

describe('installPeerAddressHeader', () => {
  it('gives every request its socket address under a name no client knows, overwriting a forged one', async () => {
    await installPeerAddressHeader();
    const name = peerAddressHeaderName()!;
    expect(name).toMatch(/^x-hms-peer-[0-9a-f]{24}$/);
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers[name]);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [name]: '203.0.113.9', 'x-forwarded-for': '203.0.113.9' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(['127.0.0.1']);
  });
});
