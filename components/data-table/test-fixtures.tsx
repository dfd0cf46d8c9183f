import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { columnRules } from './column-rules';
import { DataTableColumnHeader } from './data-table-column-header';
import { createDataTableColumnHelper } from './data-table-features';

/**
 * Sample rows and the appointments table's columns with their sort/hide rules, for the tests; on a phone's card
 * the name is the title and the time and status its key fields.
 */
export interface SampleAppointment {
  id: number;
  name: string;
  mobile: string;
  email: string;
  date: string;
  time: string;
  status: string;
}

export const SAMPLE_APPOINTMENTS: SampleAppointment[] = [
  { id: 1, name: 'Chidi Okeke', mobile: '08030000001', email: 'chidi@example.com', date: '2026-01-05', time: '09:00', status: 'pending' },
  { id: 2, name: 'Amaka Obi', mobile: '08030000002', email: 'amaka@example.com', date: '2026-01-06', time: '10:00', status: 'completed' },
  { id: 3, name: 'Tunde Bello', mobile: '08030000003', email: 'tunde@example.com', date: '2026-01-07', time: '11:00', status: 'pending' },
  { id: 4, name: 'Bisi Adeyemi', mobile: '08030000004', email: 'bisi@example.com', date: '2026-01-08', time: '12:00', status: 'cancelled' },
  { id: 5, name: 'Emeka Nwosu', mobile: '08030000005', email: 'emeka@example.com', date: '2026-01-09', time: '13:00', status: 'pending' },
  { id: 6, name: 'Zainab Musa', mobile: '08030000006', email: 'zainab@example.com', date: '2026-01-10', time: '14:00', status: 'completed' },
];

const col = createDataTableColumnHelper<SampleAppointment>();

export const SAMPLE_COLUMNS = col.columns([
  col.accessor('id', { header: ({ column }) => <DataTableColumnHeader column={column} title="Sr no." />, ...columnRules() }),
  col.accessor('name', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
    meta: { label: 'Name', card: 'title' },
    ...columnRules({ sortable: true }),
  }),
  col.accessor('mobile', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Mobile" />,
    meta: { label: 'Mobile' },
    ...columnRules({ hideable: true }),
  }),
  col.accessor('email', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Email" />,
    meta: { label: 'Email' },
    ...columnRules({ hideable: true }),
  }),
  col.accessor('date', { header: ({ column }) => <DataTableColumnHeader column={column} title="Date" />, meta: { label: 'Date' }, ...columnRules() }),
  col.accessor('time', { header: ({ column }) => <DataTableColumnHeader column={column} title="Time" />, meta: { label: 'Time', card: 'key' }, ...columnRules() }),
  col.accessor('status', { header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />, meta: { label: 'Status', card: 'key' }, ...columnRules() }),
  col.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex gap-2">
        <button type="button" onClick={() => undefined}>
          Details {row.original.id}
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button type="button">Open menu</button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => undefined}>View</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    ),
    ...columnRules(),
  }),
]);
