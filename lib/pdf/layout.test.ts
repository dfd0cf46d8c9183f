import { pdfPages } from '@/tests/pdf-text';
import { facts } from './facts';
import { heading, title } from './heading';
import { PdfWriter } from './pdf-writer';
import { signatureLine } from './signature';
import { table } from './table';

const COLUMNS = [
  { header: '#', share: 1 },
  { header: 'Medicine', share: 4 },
  { header: 'Comment', share: 6 },
];

const lines = (page: string) => page.split('\n');

describe('the PDF layout kit', () => {
  it('runs a long table onto new pages, repeating its header at the top of each, and numbers the pages', async () => {
    const pdf = await PdfWriter.create('Table');
    title(pdf, 'A long table');
    const rows = Array.from({ length: 80 }, (_, index) => [String(index + 1), `Medicine ${index + 1}`, 'A comment long enough to wrap onto a second line of its narrow column']);
    table(pdf, COLUMNS, rows);
    const pages = pdfPages(await pdf.finish('Long table'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Long table');
      // The header row opens every page (the first page has the title above it).
      expect(lines(page)[index === 0 ? 1 : 0]).toBe('# Medicine Comment');
    });
    // Every row once, in order, and none cut between pages (each row's first line is on the same page as its last).
    const all = pages.join('\n');
    const order = rows.map((row) => all.indexOf(`${row[0]} ${row[1]} `));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const page of pages) expect(lines(page).filter((line) => /^\d+ Medicine \d+ /.test(line)).length).toBe(lines(page).filter((line) => /column$/.test(line)).length);
  });

  it('wraps a cell within its column, and splits a row taller than a page across pages', async () => {
    const pdf = await PdfWriter.create('Tall row');
    const tall = Array.from({ length: 120 }, (_, index) => `line${index + 1}`).join('\n');
    table(pdf, COLUMNS, [['1', 'Amoxicillin 500 mg capsule', tall]]);
    const pages = pdfPages(await pdf.finish());
    expect(pages).toHaveLength(2);
    expect(lines(pages[1])[0]).toBe('# Medicine Comment');
    expect(pages[0]).toContain('Amoxicillin 500 mg');
    expect(pages.join('\n')).toContain('line120');
  });

  it('says a table is empty in its one row', async () => {
    const pdf = await PdfWriter.create('Empty');
    table(pdf, COLUMNS, [], 'No medicine prescribed');
    expect(pdfPages(await pdf.finish())[0]).toContain('No medicine prescribed');
  });

  it('lays out labelled values in a grid, wrapping a long value, and writes a dash for an empty one', async () => {
    const pdf = await PdfWriter.create('Facts');
    heading(pdf, 'Patient');
    facts(pdf, [
      ['Patient', 'Chiamaka Ọkafor'],
      ['Email', 'chiamaka.okafor.with.a.very.long.address@example-clinic.com.ng'],
      ['Phone', ''],
    ]);
    signatureLine(pdf, 'Dr. Ada Obi', 'Licence MDCN/12345');
    const [page] = pdfPages(await pdf.finish());
    expect(page).toContain('PATIENT');
    expect(page).toContain('Chiamaka Ọkafor');
    // The email is cut across lines rather than overflowing its third of the page.
    expect(page).not.toContain('chiamaka.okafor.with.a.very.long.address@example-clinic.com.ng');
    expect(page.replace(/\n/g, '')).toContain('chiamaka.okafor.with.a.very.long.address@example-clinic.com.ng');
    expect(page).toContain('—');
    expect(page).toContain('Dr. Ada Obi');
    expect(page).toContain('Licence MDCN/12345');
  });

  it('breaks a long paragraph across pages line by line', async () => {
    const pdf = await PdfWriter.create('Paragraph');
    pdf.paragraph(Array.from({ length: 90 }, (_, index) => `Advice line ${index + 1}.`).join('\n'));
    const pages = pdfPages(await pdf.finish());
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Advice line 90.');
    expect(pages[1]).toContain('Page 2 of 2');
  });
});
