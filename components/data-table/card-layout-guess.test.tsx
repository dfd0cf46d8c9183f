import { renderToString } from 'react-dom/server';
import { CardLayoutGuessProvider } from './card-layout-guess';
import { DataTable } from './data-table';
import { SAMPLE_APPOINTMENTS, SAMPLE_COLUMNS } from './test-fixtures';

// What the server sends (no window, so no width): the layout the request's guess names, so that a phone gets
// its cards in the first HTML and nothing shifts when the browser's own answer agrees.
const serverHtml = (narrow?: boolean) => {
  const table = <DataTable data={SAMPLE_APPOINTMENTS} columns={SAMPLE_COLUMNS} label="Appointments" />;
  return renderToString(narrow === undefined ? table : <CardLayoutGuessProvider narrow={narrow}>{table}</CardLayoutGuessProvider>);
};

describe('the server’s first layout of a list', () => {
  it('is the table without a guess, and for a guess of a wide screen', () => {
    expect(serverHtml()).toContain('<table');
    expect(serverHtml(false)).toContain('<table');
  });

  it('is the cards for a guess of a phone', () => {
    const html = serverHtml(true);
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<ul[^>]*aria-label="Appointments"/);
    expect(html).toContain('Chidi Okeke');
  });
});
