'use client';

import { formatInstant } from '@/lib/clinic-time';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { formatInstantDate } from '@/components/format-date';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';
import { formatReading, MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';

const NOT_TAKEN = '—';

const withUnit = (value: number | null, unit: string) => (value === null ? NOT_TAKEN : `${value} ${unit}`);
/** A vital to its measure's precision ("37.0 °C"), as every screen writes it. */
const reading = (measure: Measure, value: number | null) => formatReading(measure, value, NOT_TAKEN);
const text = (value: string) => value || NOT_TAKEN;

/** The whole test: who, which category, every measurement and the other properties. */
function rowsOf(test: DiagnosisTestRecord): Array<[string, string]> {
  return [
    ['Patient', [test.patientName, formatPatientNumber(test.patientNumber), test.patientEmail].filter(Boolean).join(' · ')],
    ['Doctor', test.doctorName],
    ['Diagnosis category', test.categoryName],
    ['Created on', formatInstantDate(test.createdOn)],
    ['Age', test.age === null ? NOT_TAKEN : String(test.age)],
    ['Height', reading('height', test.height)],
    ['Weight', reading('weight', test.weight)],
    [MEASURE_INFO.glucose.label, reading('glucose', test.averageGlucose)],
    [MEASURE_INFO['fasting-glucose'].label, reading('fasting-glucose', test.fastingBloodSugar)],
    ['Urine sugar', text(test.urineSugar)],
    ['Blood pressure', test.bloodPressure ? `${test.bloodPressure} mmHg` : NOT_TAKEN],
    ['Diabetes', text(test.diabetes)],
    ['Cholesterol', withUnit(test.cholesterol, 'mg/dL')],
    [MEASURE_INFO.pulse.label, reading('pulse', test.pulse)],
    [MEASURE_INFO.temperature.label, reading('temperature', test.temperature)],
    [MEASURE_INFO.spo2.label, reading('spo2', test.spo2)],
    [MEASURE_INFO['respiratory-rate'].label, reading('respiratory-rate', test.respiratoryRate)],
    // "Measured at" was typed to the minute: it shows the clinic's date and 24-hour time.
    ['Measured at', test.measuredAt ? formatInstant(test.measuredAt) : NOT_TAKEN],
    ...test.properties.map(({ name, value }): [string, string] => [name, value]),
  ];
}

export function DiagnosisTestView({ test, onClose }: { test: DiagnosisTestRecord | null; onClose: () => void }) {
  return (
    <Dialog open={test !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-xl">
        {test ? (
          <>
            <DialogHeader>
              <DialogTitle>Diagnosis Test {test.reportNumber}</DialogTitle>
              <DialogDescription>
                {test.patientName} · {test.categoryName}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {rowsOf(test).map(([term, value], index) => (
                <div key={`${term}-${index}`} className="contents">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
