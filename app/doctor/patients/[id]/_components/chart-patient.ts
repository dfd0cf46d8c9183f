import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { patientsShown, recordPatientView, type ReadItem } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getChartPatient } from '@/lib/patients/queries/chart';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { parseTableParams } from '@/lib/lists/table-params';
import { CHART_PAGE_SIZE, type ChartList } from './chart-lists';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The patient of `/doctor/patients/{id}/…` and the counts of the chart's parts, read once per request (the
 * chart's layout and its part both ask): null for an id that is no patient's.
 */
export const loadChartPatient = cache(async (rawId: string) => {
  const id = parseRowId(rawId);
  return id === null ? null : getChartPatient(await getDb(), id);
});

/**
 * What every part of the chart does first: the doctor's session, the patient (an unknown id is the doctor
 * area's PageNotFound) and one "view" line in the audit trail, since the part shows the patient's record.
 */
export async function openChartPart(params: Promise<{ id: string }>) {
  const { db, patient, doctor, held } = await openChartPartUnrecorded(params);
  await recordPatientView(db, { doctor, patientId: patient.id, source: 'chart' });
  return { db, patient, doctor, held };
}

/**
 * openChartPart for a part that records the records it shows: the patient's "view" line comes back as an item
 * (`chartView`) for the part to write with its own lines, in the one insert it makes before it shows anything.
 */
export async function openChartPartUnrecorded(params: Promise<{ id: string }>) {
  const { doctor } = await requireDoctor();
  const chart = await loadChartPatient((await params).id);
  if (!chart) notFound();
  const { patient, held } = chart;
  const chartView: ReadItem = patientsShown([patient.id], 'chart')[0];
  return { db: await getDb(), patient, doctor, chartView, held };
}

/** The page of a chart list, from its own `?{list}Page=`. */
export const chartPageOf = (query: SearchParams, list: ChartList) => ({
  page: parseTableParams(query, { pageSize: CHART_PAGE_SIZE, sorts: [], prefix: list }).page,
  pageSize: CHART_PAGE_SIZE,
});
