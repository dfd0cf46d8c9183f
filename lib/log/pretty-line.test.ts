import { prettyLine } from './pretty-line';

describe('prettyLine (development)', () => {
  it('writes a JSON line as one readable line: time, level, request, message, fields', () => {
    const json = JSON.stringify({ level: 40, time: '2026-03-02T14:02:07.431Z', pid: 1, hostname: 'h', requestId: '3f2a9c1d-aaaa-bbbb', component: 'health', database: 'timeout', msg: 'not ready' });
    expect(prettyLine(json)).toBe('14:02:07.431 WARN  [3f2a9c1d] not ready component=health database=timeout\n');
  });

  it('shows an error and its cause on the same line', () => {
    const err = { type: 'Error', message: 'a read failed', stack: 'Error: a read failed\n    at read (/app/lib/data/x.ts:3:9)', cause: { type: 'DatabaseError', message: 'connection refused' } };
    const line = prettyLine(JSON.stringify({ level: 50, time: '2026-03-02T14:02:07.431Z', msg: 'failed', err }));
    expect(line.split('\n')).toHaveLength(2);
    expect(line).toContain('err="Error: a read failed" (at read (/app/lib/data/x.ts:3:9)) cause="DatabaseError: connection refused"');
  });

  it('passes on what is not JSON as it is', () => {
    expect(prettyLine('plain text')).toBe('plain text\n');
  });
});
