import { canonicalSearch, readCursor, signCursor } from './cursor';

const SECRET = 'a-secret-of-the-server-a-secret-of-the-server';
const search = canonicalSearch('Patient', new Map([['name', ['ada']]]), 20);

describe("a page link's cursor", () => {
  it('reads back the position it was signed with, for the same search', () => {
    expect(readCursor(SECRET, search, signCursor(SECRET, search, { after: 42 }))).toEqual({ after: 42 });
    expect(readCursor(SECRET, search, signCursor(SECRET, search, { before: 7 }))).toEqual({ before: 7 });
  });

  it('the search is canonical: the order of its parameters does not matter, a value or the page size does', () => {
    const a = canonicalSearch('Patient', new Map([['name', ['ada']], ['gender', ['female']]]), 20);
    const b = canonicalSearch('Patient', new Map([['gender', ['female']], ['name', ['ada']]]), 20);
    expect(a).toBe(b);
    expect(canonicalSearch('Patient', new Map([['name', ['ada']]]), 50)).not.toBe(search);
  });

  it('cannot be moved to another search, to another position, or made without the secret', () => {
    const cursor = signCursor(SECRET, search, { after: 42 });
    const other = canonicalSearch('Patient', new Map([['name', ['bob']]]), 20);
    expect(() => readCursor(SECRET, other, cursor)).toThrow(/belongs to another search or was altered/);
    const [, signature] = cursor.split('.');
    const moved = `${Buffer.from(JSON.stringify({ after: 1 })).toString('base64url')}.${signature}`;
    expect(() => readCursor(SECRET, search, moved)).toThrow(/belongs to another search or was altered/);
    expect(() => readCursor(SECRET, search, signCursor('another-secret-another-secret-another', search, { after: 42 }))).toThrow(/altered/);
    for (const junk of ['', 'abc', 'a.b.c', '..']) expect(() => readCursor(SECRET, search, junk)).toThrow(/altered/);
  });
});
