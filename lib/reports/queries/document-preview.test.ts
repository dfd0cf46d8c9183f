import { createCsv, createPdf } from '@/mocks/pdf';
import { parseCsv, previewOf } from './document-preview';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });

  it('keeps a quoted comma and line break inside one cell, and drops a byte order mark', () => {
    expect(parseCsv('\ufefftest,note\r\nHb,"low, recheck\r\nin 2 weeks"\r\n')).toEqual([
      ['test', 'note'],
      ['Hb', 'low, recheck\nin 2 weeks'],
    ]);
  });

  it('splits on commas only', () => {
    expect(parseCsv('a;b\tc\n1;2\t3\n')).toEqual([['a;b\tc'], ['1;2\t3']]);
  });

  it('stops at the row limit', () => {
    expect(parseCsv('1\n2\n3\n4\n', 2)).toEqual([['1'], ['2']]);
  });
});

describe('previewOf', () => {
  it('shows a PDF in the browser viewer, a CSV as a table, an image as itself', async () => {
    expect(previewOf({ mime: 'application/pdf', bytes: await createPdf('Title', ['Body']) })).toEqual({ kind: 'pdf' });
    expect(previewOf({ mime: 'text/csv', bytes: createCsv([['test', 'value'], ['Hb', 13.2]]) })).toEqual({
      kind: 'table',
      rows: [
        ['test', 'value'],
        ['Hb', '13.2'],
      ],
    });
    expect(previewOf({ mime: 'image/png', bytes: new Uint8Array([1]) })).toEqual({ kind: 'image' });
    expect(previewOf({ mime: 'text/csv', bytes: new Uint8Array() })).toEqual({ kind: 'none' });
    expect(previewOf({ mime: 'application/zip', bytes: new Uint8Array([1]) })).toEqual({ kind: 'none' });
  });
});
