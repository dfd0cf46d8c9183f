'use client';

import { columnRules, createDataTableColumnHelper, DataTableColumnHeader } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import { PersonCell } from '@/components/forms/person-cell';
import { MedicineNames } from '@/components/prescription/medicine-names';
import type { Actor } from '@/lib/auth/roles';
import type { PrescriptionListRow } from '@/lib/prescriptions/queries/prescriptions';
import { PrescriptionRowActions, PrescriptionStatusSwitch, type PrescriptionRowAction } from './prescription-row-actions';

const col = createDataTableColumnHelper<PrescriptionListRow>();

interface PrescriptionColumnsOptions {
  onRowAction: (action: PrescriptionRowAction) => void;
  /** The signed-in doctor, who may change only the prescriptions mayChange allows. */
  actor: Actor;
}

/**
 * The brief's columns, Patients, Doctors, Added At, Status (toggle), Action, with our Medicines after the patient;
 * none sorts or hides. The row's switch and buttons report to `onRowAction`; `patientName` carries the search
 * box's text to the server.
 */
export const getPrescriptionColumns = ({ onRowAction, actor }: PrescriptionColumnsOptions) =>
  col.columns([
    col.accessor('patientName', {
      meta: { label: 'Patient', card: 'title' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="Patients" />,
      cell: ({ row }) => <PersonCell name={row.original.patientName} email={row.original.patientEmail} avatar={row.original.patientAvatar} />,
      ...columnRules(),
    }),
    // Not among the brief's columns: the drugs name a prescription at a glance, as the lists of other clinics' systems do.
    col.accessor('medicineNames', {
      meta: { label: 'Medicines', card: 'key' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="Medicines" />,
      cell: ({ row }) => <MedicineNames names={row.original.medicineNames} />,
      ...columnRules(),
    }),
    col.accessor('doctorName', {
      meta: { label: 'Doctor' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="Doctors" />,
      cell: ({ row }) => <PersonCell name={row.original.doctorName} email={row.original.doctorEmail} avatar={row.original.doctorAvatar} />,
      ...columnRules(),
    }),
    col.accessor('addedAt', {
      meta: { label: 'Added at', card: 'key' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="Added At" />,
      cell: ({ row }) => <InstantDate iso={row.original.addedAt} />,
      ...columnRules(),
    }),
    col.accessor('status', {
      // On a phone's card the switch keeps its visible label (a key field's label is for screen readers only).
      meta: { label: 'Status' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) => <PrescriptionStatusSwitch row={row.original} actor={actor} onRowAction={onRowAction} />,
      ...columnRules(),
    }),
    col.display({
      id: 'actions',
      header: 'Action',
      cell: ({ row }) => <PrescriptionRowActions row={row.original} actor={actor} onRowAction={onRowAction} />,
      ...columnRules(),
    }),
  ]);
