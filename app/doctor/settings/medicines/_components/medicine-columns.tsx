'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import type { MedicineOption } from '@/lib/medicines/queries';
import { capitalise } from '@/lib/format';
import { MEDICINE_SOURCE_LABELS } from './medicine-labels';

const col = createDataTableColumnHelper<MedicineOption>();

const none = <span className="text-muted-foreground">—</span>;

/** The formulary table's columns: what a doctor needs to tell two entries of one name apart. */
export const getMedicineColumns = () =>
  col.columns([
    col.accessor('name', { meta: { label: 'Medicine', card: 'title' }, header: 'Medicine', cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>, ...columnRules() }),
    col.accessor('strength', { meta: { label: 'Strength', card: 'key' }, header: 'Strength', cell: ({ getValue }) => getValue() || none, ...columnRules() }),
    col.accessor('form', { meta: { label: 'Form', card: 'key' }, header: 'Form', cell: ({ getValue }) => capitalise(getValue()), ...columnRules() }),
    col.accessor('route', { meta: { label: 'Route' }, header: 'Route', cell: ({ getValue }) => capitalise(getValue()), ...columnRules() }),
    col.accessor('drugClass', { meta: { label: 'Class' }, header: 'Class', cell: ({ getValue }) => getValue() ?? none, ...columnRules() }),
    col.accessor('source', { meta: { label: 'Source' }, header: 'Source', cell: ({ getValue }) => MEDICINE_SOURCE_LABELS[getValue()], ...columnRules() }),
  ]);
