import type { ReactNode } from 'react';
import { formatInstantDate } from '@/components/format-date';
import type { PatientRecord } from '@/lib/data/patients';
import type { VitalsReading } from '@/lib/data/patient-vitals';
import { ChartSection } from './chart-section';
import { TrendChart } from './trend-chart';

/** The newest reading that measured `pick`, if any. */
function latest<T>(trend: readonly VitalsReading[], pick: (reading: VitalsReading) => T | null): { value: T; reading: VitalsReading } | null {
  for (let index = trend.length - 1; index >= 0; index -= 1) {
    const value = pick(trend[index]);
    if (value !== null) return { value, reading: trend[index] };
  }
  return null;
}

/**
 * The patient's latest weight, blood pressure and glucose, each with its trend over their latest diagnosis
 * tests. A vital no test measured shows the value of the patient's record (what the patients screen shows).
 */
export function VitalsSection({ patient, trend }: { patient: PatientRecord; trend: readonly VitalsReading[] }) {
  const dates = trend.map((reading) => formatInstantDate(reading.takenOn));
  const weight = latest(trend, (reading) => reading.weight);
  const pressure = latest(trend, (reading) => (reading.systolic === null || reading.diastolic === null ? null : `${reading.systolic}/${reading.diastolic}`));
  const glucose = latest(trend, (reading) => reading.glucose);
  return (
    <ChartSection id="vitals" title="Vitals">
      <p className="text-sm text-muted-foreground">
        {trend.length === 0 ? 'No diagnosis tests yet: the values are those of the patient’s record.' : `Latest values and their trend over the last ${trend.length} diagnosis ${trend.length === 1 ? 'test' : 'tests'}.`}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <Vital
          title="Weight"
          value={weight ? `${weight.value} kg` : patient.weight === null ? null : `${patient.weight} kg`}
          source={weight?.reading}
        >
          <TrendChart id="weight-trend" title="Weight" unit="kg" series={[{ name: 'Weight', values: trend.map((reading) => reading.weight) }]} dates={dates} />
        </Vital>
        <Vital title="Blood pressure" value={pressure ? `${pressure.value} mmHg` : patient.bloodPressure && `${patient.bloodPressure} mmHg`} source={pressure?.reading}>
          <TrendChart
            id="pressure-trend"
            title="Blood pressure"
            unit="mmHg"
            series={[
              { name: 'Systolic', values: trend.map((reading) => reading.systolic) },
              { name: 'Diastolic', values: trend.map((reading) => reading.diastolic) },
            ]}
            dates={dates}
          />
        </Vital>
        <Vital
          title="Blood glucose"
          value={glucose ? `${glucose.value} mg/dL` : patient.bloodGlucose === null ? null : `${patient.bloodGlucose} mg/dL`}
          source={glucose?.reading}
        >
          <TrendChart id="glucose-trend" title="Blood glucose" unit="mg/dL" series={[{ name: 'Average glucose', values: trend.map((reading) => reading.glucose) }]} dates={dates} />
        </Vital>
      </div>
    </ChartSection>
  );
}

function Vital({ title, value, source, children }: { title: string; value: string | null; source?: VitalsReading; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-2 rounded-lg bg-secondary/50 p-3">
      <h3 className="text-sm text-muted-foreground">{title}</h3>
      <p className="text-xl font-semibold" data-testid={`vital-${title.toLowerCase().replace(/\s+/g, '-')}`}>
        {value ?? 'Not measured'}
      </p>
      <p className="text-xs text-muted-foreground">
        {source ? `${source.reportNumber}, ${formatInstantDate(source.takenOn)}` : value ? 'From the patient’s record' : 'No reading yet'}
      </p>
      {children}
    </div>
  );
}
