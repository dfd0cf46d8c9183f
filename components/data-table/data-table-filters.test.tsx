/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable } from './data-table';
import { createDataTableColumnHelper } from './data-table-features';
import { DataTableFilterFields, DataTableToolbar, GENERIC_FILTER_FIELDS } from './data-table-toolbar';

interface Category {
  id: string;
  name: string;
  status: string;
  createdAt: string;
}

const col = createDataTableColumnHelper<Category>();
const COLUMNS = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('status', { header: 'Status' }),
  col.accessor('createdAt', { header: 'Created At' }),
]);
const ROWS: Category[] = Array.from({ length: 12 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Category ${i + 1}`,
  status: i % 3 === 0 ? 'Pending' : 'Completed',
  createdAt: `2026-02-${String(i + 1).padStart(2, '0')}`,
}));

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

function renderWithFilters() {
  const user = userEvent.setup();
  render(
    <DataTable
      data={ROWS}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      pageSizeOptions={[4, 10]}
      toolbar={(table) => <DataTableToolbar table={table} filters={<DataTableFilterFields table={table} />} />}
    />,
  );
  return user;
}

describe('generic filter fields', () => {
  it('are name, description, status and createdAt with their labels', () => {
    expect(GENERIC_FILTER_FIELDS).toEqual([
      { id: 'name', label: 'Name' },
      { id: 'description', label: 'Description' },
      { id: 'status', label: 'Status' },
      { id: 'createdAt', label: 'Created At' },
    ]);
  });

  it('render an input only for the fields the table has, and filter with them', async () => {
    const user = renderWithFilters();
    expect(screen.getAllByRole('searchbox').map((input) => input.getAttribute('placeholder'))).toEqual([
      'Name',
      'Status',
      'Created At',
    ]);
    expect(screen.queryByRole('searchbox', { name: 'Description' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Status' }), 'pend');
    expect(bodyRows()).toHaveLength(4);
    await user.type(screen.getByRole('searchbox', { name: 'Created At' }), '02-10');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Category 10']);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Status' })).toHaveValue('');
  });

  it('returns to the first page when a filter changes the rows', async () => {
    const user = renderWithFilters();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'Category 1');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(4);
  });
});

describe('rows per page', () => {
  // Radix Select scrolls the chosen option into view; jsdom has no layout, so no scrollIntoView.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('offers the given sizes under a label and changes the page size', async () => {
    const user = renderWithFilters();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveTextContent('10');
    select.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: '4' }));
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});
