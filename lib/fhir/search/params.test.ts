import { DEFAULT_COUNT, MAX_COUNT, orValues, readSearch, readToken } from './params';

const read = (query: string, prefer: string | null = null) => readSearch(new URL(`http://localhost/fhir/Patient${query}`), ['name', 'gender'], prefer);

describe("a search's parameters", () => {
  it('pages by 20 unless _count says, at most 200, and counts the total unless _total=none', () => {
    expect(read('')).toMatchObject({ count: DEFAULT_COUNT, total: true, cursor: null });
    expect(read('?_count=5&_total=none')).toMatchObject({ count: 5, total: false });
    expect(read('?_count=100000').count).toBe(MAX_COUNT);
    expect(read('?_count=0').count).toBe(0);
    expect(() => read('?_count=-1')).toThrow('_count must be a whole number from 0 to 200; it was "-1".');
    expect(() => read('?_count=ten')).toThrow(/_count must be a whole number/);
    expect(() => read('?_total=all')).toThrow('_total must be none, estimate or accurate; it was "all".');
  });

  it('keeps each known parameter’s values (twice: both must match), and skips empty ones', () => {
    expect([...read('?name=ada&name=lovelace&gender=&_format=json').values]).toEqual([['name', ['ada', 'lovelace']]]);
  });

  it('ignores an unknown parameter and says so, or refuses it with Prefer: handling=strict', () => {
    const search = read('?name=ada&colour=blue');
    expect(search.ignored).toEqual([{ severity: 'information', code: 'not-supported', details: { text: 'The search parameter colour is not supported here and was ignored.' } }]);
    expect(() => read('?colour=blue', 'handling=strict')).toThrow('Unknown search parameter: colour. This server searches by name, gender.');
    expect(read('?colour=blue', 'handling=lenient').ignored).toHaveLength(1);
  });

  it('splits OR values on unescaped commas, and tokens on their bar', () => {
    expect(orValues('a,b\\,c, d,')).toEqual(['a', 'b,c', 'd']);
    expect(readToken('http://x|P-000001')).toEqual({ system: 'http://x', code: 'P-000001' });
    expect(readToken('|P-1')).toEqual({ system: '', code: 'P-1' });
    expect(readToken('P-1')).toEqual({ system: null, code: 'P-1' });
  });
});
