import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { diagnosisTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { standing } from './voiding';

/** How many of a patient's latest diagnosis tests the chart's vitals trend reads. */
export const VITALS_TREND_TESTS = 12;

/** The vitals one diagnosis test measured; a value not taken is null. */
export interface VitalsReading {
  testId: number;
  reportNumber: string;
  /** ISO instant. */
  takenOn: string;
  /** Kilograms. */
  weight: number | null;
  /** mmHg. */
  systolic: number | null;
  diastolic: number | null;
  /** Average glucose, mg/dL. */
  glucose: number | null;
}

/** "120/80" (as diagnosis tests store it, possibly with spaces) into its two numbers; anything else is not taken. */
export function parseBloodPressure(text: string): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/.exec(text);
  return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : null;
}

/**
 * The vitals of the patient's latest `limit` diagnosis tests, oldest first (the order a trend is read in).
 * Only those tests are read, newest first in SQL, whatever the patient's history.
 */
export async function readVitalsTrend(db: Db, patientId: number, limit = VITALS_TREND_TESTS): Promise<VitalsReading[]> {
  const rows = await db
    .select({
      testId: diagnosisTests.id,
      reportNumber: diagnosisTests.reportNumber,
      createdAt: diagnosisTests.createdAt,
      weight: diagnosisTests.weight,
      bloodPressure: diagnosisTests.bloodPressure,
      glucose: diagnosisTests.averageGlucose,
    })
    .from(diagnosisTests)
    // A voided test's readings were wrong or not this patient's: they leave the trend.
    .where(and(eq(diagnosisTests.patientId, patientId), standing(diagnosisTests)))
    .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id))
    .limit(limit);
  return rows.reverse().map(({ createdAt, bloodPressure, ...row }) => {
    const pressure = parseBloodPressure(bloodPressure);
    return { ...row, takenOn: createdAt.toISOString(), systolic: pressure?.systolic ?? null, diastolic: pressure?.diastolic ?? null };
  });
}
