import { z } from '@/lib/zod';
import { captureLogs } from '@/lib/log/testing';
import { jsonHandler, parseJsonBody, parseQuery } from './respond';

const request = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);

describe('jsonHandler', () => {
  it('answers what the handler answers', async () => {
    const handler = jsonHandler(async () => Response.json({ data: [] }, { status: 200 }));
    expect(await (await handler(request('/x'))).json()).toEqual({ data: [] });
  });

  it('turns anything thrown into a 500 with a JSON error that says nothing of the cause', async () => {
    const logs = captureLogs();
    try {
      const handler = jsonHandler(async () => {
        throw new Error('relation "patients" does not exist');
      });
      const response = await handler(request('/x'));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Internal server error' });
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 50, msg: 'a hospital API request failed' })]);
    } finally {
      logs.restore();
    }
  });
});

describe('parseQuery and parseJsonBody', () => {
  const schema = z.object({ page: z.coerce.number().int().min(1) });

  it('give a 400 with the issues for a bad query', async () => {
    const parsed = parseQuery(request('/x?page=0'), schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(await parsed.response.json()).toEqual({ error: 'Invalid query parameters', issues: [expect.objectContaining({ path: ['page'] })] });
  });

  it('give a 400 for a body that is not JSON, however deeply nested', async () => {
    for (const body of ['{', `${'['.repeat(100_000)}${']'.repeat(100_000)}`]) {
      const parsed = await parseJsonBody(request('/x', { method: 'POST', body }), schema);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.response.status).toBe(400);
    }
  });
});
