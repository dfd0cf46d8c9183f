'use client';

import { MoreHorizontal } from 'lucide-react';
import Link from '@/components/ui/link';
import { DataTableColumnHeader, columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Photo } from '@/components/ui/photo';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import { DropdownMenuOnDemand } from '@/components/ui/dropdown-menu-on-demand';
import { WrappingEmail } from '@/components/data-table/wrapping-email';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { formatLongDate, formatTime } from '@/lib/format';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import { arrivalNote } from '@/lib/appointments/rules/arrival-note';
import { initials } from '@/lib/initials';
import type { Actor } from '@/lib/auth/roles';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUS_MOVES, canMoveAppointment, mayChangeAppointmentState, movesNow } from '@/lib/appointments/rules/status';
import { mayReschedule, noShowNotYet } from '@/lib/appointments/rules/reschedule';

const column = createDataTableColumnHelper<AppointmentRow>();

/** What a row's menu asks the table to do: move the appointment to another status, or to another time. */
export type AppointmentRowAction = { type: 'status'; row: AppointmentRow; status: AppointmentStatus } | { type: 'reschedule'; row: AppointmentRow };

/**
 * The row's Open menu: View, a link, so that it opens in a new tab as a doctor expects of one; Reschedule… for a
 * pending or confirmed visit; then the moves the rules allow from the row's status (Check in among them). A no-show
 * is offered once the visit has begun; before then "Mark no-show" stays in the menu, switched off, saying from when.
 * The moves and Reschedule only on the signed-in doctor's own appointments unless they are an administrator (the
 * server refuses the rest). What the menu offers is judged when it opens, by the clock then, not when the page was drawn.
 */
function RowMenu({ appointment, me, onRowAction, onMenuOpen }: { appointment: AppointmentRow; me: Actor; onRowAction: (action: AppointmentRowAction) => void; onMenuOpen: () => void }) {
  const mayAct = mayChangeAppointmentState(me, appointment);
  // Any move the rules allow from here (a no-show before the start included: it is said, switched off), or a reschedule.
  const hasChanges = mayAct && (APPOINTMENT_STATUS_MOVES[appointment.status].length > 0 || mayReschedule(appointment.status));
  return (
    // An open menu with changes is the moment to fetch the dialogs they open (they load on demand).
    <DropdownMenuOnDemand
      name="Menu"
      onOpenChange={(open) => open && hasChanges && onMenuOpen()}
      // A name of its own per row, still beginning with "Open menu", the name every row's button shared before.
      button={{ variant: 'ghost', size: 'icon', 'aria-label': `Open menu for ${appointment.name}, appointment ${appointment.id}`, children: <MoreHorizontal aria-hidden="true" /> }}
      content={{ align: 'end' }}
    >
      {({ Item, Separator }) => {
        const now = new Date();
        const moves = mayAct ? movesNow(appointment.status, appointment, now) : [];
        const noShowFrom = mayAct && canMoveAppointment(appointment.status, 'no-show') ? noShowNotYet(appointment, now) : null;
        return (
          <>
            <Item asChild>
              <Link href={`/doctor/appointment/${appointment.id}`}>View</Link>
            </Item>
            {mayAct && mayReschedule(appointment.status) ? <Item onSelect={() => onRowAction({ type: 'reschedule', row: appointment })}>Reschedule…</Item> : null}
            {moves.length > 0 || noShowFrom ? <Separator /> : null}
            {moves.map((status) => (
              <Item key={status} onSelect={() => onRowAction({ type: 'status', row: appointment, status })}>
                {APPOINTMENT_STATUS_LABELS[status].action}
              </Item>
            ))}
            {noShowFrom ? (
              <Item disabled className="flex-col items-start gap-0.5">
                {APPOINTMENT_STATUS_LABELS['no-show'].action}{' '}
                <span className="text-xs text-muted-foreground">{noShowFrom}</span>
              </Item>
            ) : null}
          </>
        );
      }}
    </DropdownMenuOnDemand>
  );
}


/**
 * The status badge and, while the patient waits (arrived, not yet seen), when they came and for how long. The note
 * wraps under the badge (about as wide as it is) rather than widen the table until Status passes under Actions.
 */
function StatusCell({ appointment, now }: { appointment: AppointmentRow; now: number }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <AppointmentStatusBadge status={appointment.status} />
      {appointment.status === 'arrived' && appointment.arrivedAt ? (
        <span className="max-w-28 text-xs whitespace-normal text-muted-foreground" data-testid="appointment-arrival">
          {arrivalNote(new Date(appointment.arrivedAt), new Date(now))}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The product brief's columns and rules: Sr no. neither sortable nor hideable; Name sortable (by the server), not
 * hideable; Mobile and Email hideable, not sortable; Date, Time, Status and Actions neither. Our own Doctor
 * column ("Dr. First Last", neither) comes before Status, so the brief's columns keep their places. `now` (the time the page was drawn) counts a waiting patient's minutes.
 * Name, Email, Doctor and the arrival note wrap past a width that keeps a usual name on one line, so that the table
 * fits a desktop's width beside the sidebar: a table wider than that scrolls sideways, and its columns pass under
 * the pinned Actions.
 */
export const getAppointmentColumns = ({
  onRowAction,
  onMenuOpen = () => undefined,
  now,
  me,
}: {
  onRowAction: (action: AppointmentRowAction) => void;
  /** A row's menu opened with moves or a reschedule to offer. */
  onMenuOpen?: () => void;
  now: number;
  me: Actor;
}) =>
  column.columns([
  column.accessor('id', { header: 'Sr no.', ...columnRules() }),
  column.accessor('name', {
    meta: { label: 'Name', card: 'title' },
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
    cell: (info) => (
      <span className="flex items-center gap-2">
        <Photo fallback={initials(info.getValue())} className="size-8 text-xs" />
        <span data-testid="appointment-name" className="min-w-32 whitespace-normal">{info.getValue()}</span>
      </span>
    ),
    ...columnRules({ sortable: true }),
  }),
  column.accessor('mobile', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Mobile" />,
    meta: { label: 'Mobile' },
    ...columnRules({ hideable: true }),
  }),
  column.accessor('email', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Email" />,
    meta: { label: 'Email' },
    cell: (info) => <WrappingEmail email={info.getValue()} />,
    ...columnRules({ hideable: true }),
  }),
  column.accessor('date', { meta: { card: 'key' }, header: 'Date', cell: (info) => formatLongDate(info.getValue()), ...columnRules() }),
  column.accessor('time', { meta: { card: 'key' }, header: 'Time', cell: (info) => formatTime(info.getValue()), ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', cell: (info) => <span className="block min-w-36 whitespace-normal">{info.getValue()}</span>, ...columnRules() }),
  column.accessor('status', {
    meta: { card: 'key' },
    header: 'Status',
    cell: ({ row }) => <StatusCell appointment={row.original} now={now} />,
    ...columnRules(),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <RowMenu appointment={row.original} me={me} onRowAction={onRowAction} onMenuOpen={onMenuOpen} />,
    ...columnRules(),
  }),
]);
