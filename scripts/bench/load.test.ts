import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dealConnections, onEachServer, runLoad, type Target } from './load';

const target: Target = { baseUrl: 'http://127.0.0.1:1', path: '/doctor/patients?page=2', headers: { cookie: 'hms_session=x' } };

describe('onEachServer', () => {
  it('gives every server the same path and headers', () => {
    expect(onEachServer(target, ['http://127.0.0.1:4001', 'http://127.0.0.1:4002'])).toEqual([
      { ...target, baseUrl: 'http://127.0.0.1:4001' },
      { ...target, baseUrl: 'http://127.0.0.1:4002' },
    ]);
  });
});

describe('dealConnections', () => {
  const [a, b] = onEachServer(target, ['http://a:1', 'http://b:2']);

  it('deals the connections out in turn: ten over two servers is five each', () => {
    const loops = dealConnections([a, b], 10);
    expect(loops).toHaveLength(10);
    expect(loops.filter((loop) => loop === a)).toHaveLength(5);
    expect(loops.filter((loop) => loop === b)).toHaveLength(5);
    expect(dealConnections([a, b], 3)).toEqual([a, b, a]);
  });

  it('keeps one server as it was: every connection to it', () => {
    expect(dealConnections([a], 4)).toEqual([a, a, a, a]);
  });

  it('refuses fewer connections than servers, and no server', () => {
    expect(() => dealConnections([a, b], 1)).toThrow('1 connections cannot reach 2 servers.');
    expect(() => dealConnections([], 1)).toThrow('No server to load.');
  });
});

describe('runLoad over two servers', () => {
  const servers: http.Server[] = [];
  const counts = [0, 0];

  beforeAll(async () => {
    for (const index of [0, 1]) {
      const server = http.createServer((request, response) => {
        counts[index] += 1;
        response.end(`server ${index}`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends requests to both and counts every answer once', async () => {
    const baseUrls = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const summary = await runLoad(onEachServer({ baseUrl: '', path: '/', headers: {} }, baseUrls), { connections: 4, durationMs: 300, timeoutMs: 2000 });
    expect(summary.errors).toBe(0);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect(summary.ok).toBe(counts[0] + counts[1]);
  });
});
