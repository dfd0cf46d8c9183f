/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cardSections } from './card-layout';
import { DataTable, type DataTableProps } from './data-table';
import { createDataTableColumnHelper, type DataTableColumn } from './data-table-features';
import { DataTableToolbar } from './data-table-toolbar';
import { CARD_LAYOUT_QUERY } from './use-card-layout';
import { SAMPLE_APPOINTMENTS, SAMPLE_COLUMNS, type SampleAppointment } from './test-fixtures';

/** jsdom has no matchMedia: a stand-in whose answer to the card query the test sets, and can change later. */
function mockWidth(narrow: boolean) {
  const listeners = new Set<() => void>();
  const state = { narrow };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === CARD_LAYOUT_QUERY && state.narrow;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    state.narrow = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => {
  // @ts-expect-error -- back to jsdom's own window, which has none
  delete window.matchMedia;
});

function renderTable(props: Partial<DataTableProps<SampleAppointment>> = {}) {
  const user = userEvent.setup();
  render(
    <DataTable
      data={SAMPLE_APPOINTMENTS}
      columns={SAMPLE_COLUMNS}
      label="Appointments"
      toolbar={(table) => <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search patients" />}
      {...props}
    />,
  );
  return user;
}

const cards = () => within(screen.getByRole('list', { name: 'Appointments' })).getAllByRole('listitem');
const cardNames = () => cards().map((card) => card.getAttribute('aria-labelledby') && document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent);

describe('DataTable on a phone (below sm)', () => {
  it('shows each row as a card in a named list, named by its title column, and no table', () => {
    mockWidth(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('listitem', { name: 'Chidi Okeke' })).toBeInTheDocument();
    expect(cardNames()).toEqual(SAMPLE_APPOINTMENTS.map((row) => row.name));
  });

  it('puts the title and key fields first, then the other fields as label/value pairs', () => {
    mockWidth(true);
    renderTable();
    const card = screen.getByRole('listitem', { name: 'Chidi Okeke' });
    const text = card.textContent!;
    // Name, then the key fields Time and Status, though Sr no., Mobile, Email and Date come before them in the table.
    const at = (value: string) => text.indexOf(value);
    expect(at('Chidi Okeke')).toBe(0);
    expect(at('09:00')).toBeGreaterThan(at('Chidi Okeke'));
    expect(at('pending')).toBeGreaterThan(at('09:00'));
    for (const later of ['08030000001', 'chidi@example.com', '2026-01-05']) expect(at(later)).toBeGreaterThan(at('pending'));
    // The details carry their column's label; the key fields' labels are for screen readers.
    const terms = within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    expect(terms).toEqual([
      ['Time', '09:00'],
      ['Status', 'pending'],
      ['id', '1'],
      ['Mobile', '08030000001'],
      ['Email', 'chidi@example.com'],
      ['Date', '2026-01-05'],
    ]);
    expect(within(card).getByText('Time')).toHaveClass('sr-only');
    expect(within(card).getByText('Mobile')).not.toHaveClass('sr-only');
  });

  it('renders the row actions in the card, reachable by keyboard, and its menu opens', async () => {
    mockWidth(true);
    const user = renderTable();
    const card = screen.getByRole('listitem', { name: 'Chidi Okeke' });
    expect(within(card).getByRole('button', { name: 'Details 1' })).toBeInTheDocument();
    const menu = within(card).getByRole('button', { name: 'Open menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
  });

  it('keeps sorting (the sortable columns’ header menus above the cards) and the search', async () => {
    mockWidth(true);
    const user = renderTable();
    const sort = screen.getByRole('group', { name: 'Sort by' });
    await user.click(within(sort).getByRole('button', { name: /^Name/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Desc' }));
    expect(cardNames()).toEqual(SAMPLE_APPOINTMENTS.map((row) => row.name).sort().reverse());

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'amaka');
    expect(cardNames()).toEqual(['Amaka Obi']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search patients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'nobody');
    expect(screen.queryByRole('list', { name: 'Appointments' })).toBeNull();
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });

  it('a clickable row’s card takes focus and opens with Enter; its buttons stay theirs', async () => {
    mockWidth(true);
    const onRowClick = jest.fn();
    const user = renderTable({ onRowClick });
    const card = screen.getByRole('listitem', { name: 'Amaka Obi' });
    expect(card).toHaveAttribute('tabindex', '0');
    card.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(SAMPLE_APPOINTMENTS[1], expect.anything());
    await user.click(within(card).getByRole('button', { name: 'Details 2' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('marks the highlighted row’s card', () => {
    mockWidth(true);
    Element.prototype.scrollIntoView = jest.fn();
    renderTable({ highlightedRowId: '2', getRowId: (row) => String(row.id) });
    expect(screen.getByRole('listitem', { name: 'Amaka Obi' })).toHaveAttribute('aria-current', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('switches between table and cards when the window crosses sm', () => {
    const setNarrow = mockWidth(false);
    renderTable();
    expect(screen.getByRole('table', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();
    setNarrow(true);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(6);
    setNarrow(false);
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
  });
});

describe('cardSections', () => {
  interface Row {
    a: string;
    b: string;
    c: string;
  }
  const col = createDataTableColumnHelper<Row>();
  type Cell = { id: string; column: DataTableColumn<Row> };
  const cellsOf = (columns: Array<{ id: string; header: string; meta?: object }>): Cell[] =>
    columns.map((def) => ({ id: def.id, column: { id: def.id, columnDef: def } as unknown as DataTableColumn<Row> }));

  it('without declared roles: the first column names the card, the others are details, the actions column is the actions', () => {
    const sections = cardSections<Row, Cell>(cellsOf([{ id: 'a', header: 'A' }, { id: 'b', header: 'B' }, { id: 'actions', header: 'Actions' }]));
    expect(sections.title?.label).toBe('A');
    expect(sections.details.map((field) => field.label)).toEqual(['B']);
    expect(sections.actions.map((field) => field.label)).toEqual(['Actions']);
  });

  it('a key field names the card when no column is its title; hidden ones are left out; a pinned column is an action', () => {
    const sections = cardSections<Row, Cell>(
      cellsOf([
        { id: 'a', header: 'A', meta: { card: 'hidden' } },
        { id: 'b', header: 'B', meta: { card: 'key' } },
        { id: 'c', header: 'C', meta: { card: 'key' } },
        { id: 'files', header: 'Files', meta: { pinned: 'right' } },
      ]),
    );
    expect(sections.title?.label).toBe('B');
    expect(sections.keys.map((field) => field.label)).toEqual(['C']);
    expect(sections.details).toEqual([]);
    expect(sections.actions.map((field) => field.label)).toEqual(['Files']);
  });

  it('types the card role on a column definition', () => {
    const def = col.accessor('a', { header: 'A', meta: { card: 'title' } });
    expect(def.meta?.card).toBe('title');
    // @ts-expect-error -- not a card role
    col.accessor('b', { header: 'B', meta: { card: 'headline' } });
  });
});
