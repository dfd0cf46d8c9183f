/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable, type DataTableProps } from './data-table';
import { DataTableToolbar } from './data-table-toolbar';
import { DataTableViewOptions } from './data-table-view-options';
import { SAMPLE_APPOINTMENTS, SAMPLE_COLUMNS, type SampleAppointment } from './test-fixtures';

function renderTable(props: Partial<DataTableProps<SampleAppointment>> = {}) {
  const user = userEvent.setup();
  render(
    <DataTable
      data={SAMPLE_APPOINTMENTS}
      columns={SAMPLE_COLUMNS}
      label="Appointments"
      toolbar={(table) => (
        <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search patients">
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
      {...props}
    />,
  );
  return user;
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
/** The Name column's text per body row, in display order (Name is the second column). */
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
const headerButton = (title: string) => screen.queryByRole('button', { name: new RegExp(`^${title}`) });

async function openHeaderMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(headerButton(title)!);
  return screen.getByRole('menu');
}

describe('DataTable column header menus', () => {
  it('offers Asc and Desc only on sortable columns and Hide only on hideable ones', async () => {
    const user = renderTable();
    for (const plain of ['Sr no.', 'Date', 'Time', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: plain })).toBeInTheDocument();
      expect(headerButton(plain)).toBeNull();
    }

    const nameMenu = await openHeaderMenu(user, 'Name');
    expect(within(nameMenu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Asc', 'Desc']);
    await user.keyboard('{Escape}');

    for (const hideOnly of ['Mobile', 'Email']) {
      const menu = await openHeaderMenu(user, hideOnly);
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hide']);
      await user.keyboard('{Escape}');
    }
  });

  it('sorts by Desc and Asc and announces the sort state', async () => {
    const user = renderTable();
    const nameHeader = screen.getByRole('columnheader', { name: /^Name/ });
    expect(within(nameHeader).getByText('Not sorted')).toBeInTheDocument();
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const unsorted = SAMPLE_APPOINTMENTS.map((row) => row.name).slice(0, 6);
    expect(names()).toEqual(unsorted);

    await user.click(within(await openHeaderMenu(user, 'Name')).getByRole('menuitem', { name: 'Desc' }));
    expect(names()).toEqual([...unsorted].sort().reverse());
    expect(within(nameHeader).getByText('Sorted descending')).toBeInTheDocument();
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(await openHeaderMenu(user, 'Name')).getByRole('menuitem', { name: 'Asc' }));
    expect(names()).toEqual([...unsorted].sort());
    expect(within(nameHeader).getByText('Sorted ascending')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sr no.' })).not.toHaveAttribute('aria-sort');
  });

  it('Hide removes the column and its cells; View brings it back', async () => {
    const user = renderTable();
    expect(screen.getByText('08030000001')).toBeInTheDocument();
    await user.click(within(await openHeaderMenu(user, 'Mobile')).getByRole('menuitem', { name: 'Hide' }));
    expect(screen.queryByRole('columnheader', { name: /^Mobile/ })).toBeNull();
    expect(screen.queryByText('08030000001')).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'View' }));
    const mobile = screen.getByRole('menuitemcheckbox', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Email' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name' })).toBeNull();
    await user.click(mobile);
    expect(screen.getByRole('columnheader', { name: /^Mobile/ })).toBeInTheDocument();
  });
});

describe('DataTable toolbar', () => {
  it('filters by the search box and shows Reset only while filtering', async () => {
    const user = renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search patients' });
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();

    await user.type(search, 'AMAKA');
    expect(names()).toEqual(['Amaka Obi']);
    const reset = screen.getByRole('button', { name: 'Reset' });

    await user.click(reset);
    expect(names()).toHaveLength(6);
    expect(search).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('shows No record found when nothing matches or there is no data', async () => {
    const user = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'nobody');
    expect(screen.getByRole('cell', { name: 'No record found' })).toHaveAttribute('colspan', '8');
  });
});

describe('DataTable empty state and pagination', () => {
  it('shows No record found for empty data, with a custom message when given', () => {
    const { unmount } = render(<DataTable data={[]} columns={SAMPLE_COLUMNS} />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
    unmount();
    render(<DataTable data={[]} columns={SAMPLE_COLUMNS} emptyMessage="No patient diagnosis" />);
    expect(screen.getByText('No patient diagnosis')).toBeInTheDocument();
  });

  it('pages 10 rows by default', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...SAMPLE_APPOINTMENTS[0], id: i + 1 }));
    render(<DataTable data={many} columns={SAMPLE_COLUMNS} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows pageSize rows and moves with Next and Previous', async () => {
    const user = renderTable({ pageSize: 4 });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(names()).toEqual(['Emeka Nwosu', 'Zainab Musa']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(bodyRows()).toHaveLength(4);
  });

  it('hands paging to the server under manualPagination', async () => {
    const onPaginationChange = jest.fn();
    const page = SAMPLE_APPOINTMENTS.slice(0, 4);
    const user = userEvent.setup();
    const { rerender } = render(
      <DataTable data={page} columns={SAMPLE_COLUMNS} pageSize={4} manualPagination onPaginationChange={onPaginationChange} />,
    );
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 4 });
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    rerender(
      <DataTable
        data={SAMPLE_APPOINTMENTS.slice(4)}
        columns={SAMPLE_COLUMNS}
        pageSize={4}
        manualPagination
        pageCount={2}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(names()).toEqual(['Emeka Nwosu', 'Zainab Musa']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
  it('says it is busy while busy (the next page loading, a change saving), and not otherwise', () => {
    const { rerender } = render(<DataTable data={SAMPLE_APPOINTMENTS} columns={SAMPLE_COLUMNS} label="Appointments" busy />);
    const scroller = () => screen.getByRole('table', { name: 'Appointments' }).closest('[aria-busy]');
    expect(scroller()).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable data={SAMPLE_APPOINTMENTS} columns={SAMPLE_COLUMNS} label="Appointments" />);
    expect(scroller()).toBeNull();
  });
});

describe('DataTable row events', () => {
  it('fires onRowClick with the row data, by mouse and by Enter', async () => {
    const onRowClick = jest.fn();
    const user = renderTable({ onRowClick });
    const row = bodyRows()[1];
    expect(row).toHaveAttribute('tabindex', '0');
    expect(row).toHaveClass('cursor-pointer');

    await user.click(within(row).getByText('Amaka Obi'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick.mock.calls[0][0]).toEqual(SAMPLE_APPOINTMENTS[1]);

    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick.mock.calls[1][0]).toEqual(SAMPLE_APPOINTMENTS[1]);
  });

  it('ignores clicks on buttons and menus inside a row', async () => {
    const onRowClick = jest.fn();
    const user = renderTable({ onRowClick });
    const row = bodyRows()[0];
    await user.click(within(row).getByRole('button', { name: 'Details 1' }));
    await user.click(within(row).getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    within(row).getByRole('button', { name: 'Details 1' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('fires double-click and hover callbacks; rows without onRowClick are not focusable', async () => {
    const onRowDoubleClick = jest.fn();
    const onRowHover = jest.fn();
    const user = renderTable({ onRowDoubleClick, onRowHover });
    const row = bodyRows()[2];
    expect(row).not.toHaveAttribute('tabindex');
    await user.dblClick(within(row).getByText('Tunde Bello'));
    expect(onRowDoubleClick).toHaveBeenCalledWith(SAMPLE_APPOINTMENTS[2], expect.anything());
    await user.hover(within(bodyRows()[3]).getByText('Bisi Adeyemi'));
    expect(onRowHover).toHaveBeenLastCalledWith(SAMPLE_APPOINTMENTS[3], expect.anything());
  });
});
