import { REQUEST_ID_PATTERN, requestIdFor } from './request-id';

const fresh = () => 'fresh-id-0001';

describe('requestIdFor', () => {
  it('makes a new random id for every request by default', () => {
    const first = requestIdFor(null, 0);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(null, 0)).not.toBe(first);
  });

  it('ignores a client\'s id when no proxy of ours is trusted', () => {
    expect(requestIdFor('client-chosen-id', 0, fresh)).toBe('fresh-id-0001');
  });

  it('keeps the id of a trusted proxy when it has the expected shape', () => {
    expect(requestIdFor('lb-3f2a9c1d-77aa', 1, fresh)).toBe('lb-3f2a9c1d-77aa');
  });

  it('refuses an id of another shape even from a trusted proxy', () => {
    for (const forged of ['short', 'x'.repeat(129), 'id with spaces', 'id\nlevel=60', '{"msg":"forged"}', 'ünïcode-identifier']) {
      expect(REQUEST_ID_PATTERN.test(forged)).toBe(false);
      expect(requestIdFor(forged, 2, fresh)).toBe('fresh-id-0001');
    }
  });
});
