import { InstantDate } from '@/components/instant-date';
import type { LatestVitals } from '@/lib/vitals/queries/patient-vitals';
import { formatMeasure, MEASURE_INFO, MEASURES } from '@/lib/vitals/rules/measures';
import { flagReading } from '@/lib/vitals/rules/ranges';
import { VitalFlagBadge } from './vital-flag';

/**
 * A patient's latest reading of each measure in one compact line of chips (the visit page's patient header):
 * "Blood pressure 162/98 mmHg High · November 12, 2026". Only the measures ever measured; their flag says
 * what is outside the normal range.
 */
export function LatestVitalsList({ id, latest }: { id: string; latest: LatestVitals }) {
  const measured = MEASURES.filter((measure) => latest[measure]);
  return (
    <div className="space-y-1">
      <h3 id={id} className="text-sm text-muted-foreground">
        Latest vitals
      </h3>
      {measured.length === 0 ? (
        <p className="text-sm">No vitals recorded yet.</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-wrap gap-2 text-sm">
          {measured.map((measure) => {
            const observed = latest[measure]!;
            const flag = flagReading(measure, observed);
            return (
              <li key={measure} data-testid={`latest-vital-${measure}`} className="flex flex-wrap items-center gap-x-1.5 rounded-md bg-secondary/50 px-2 py-1">
                <span className="text-muted-foreground">{MEASURE_INFO[measure].label}</span> <span className="font-medium">{formatMeasure(measure, observed)}</span>{' '}
                {flag ? (
                  <>
                    <VitalFlagBadge flag={flag} />{' '}
                  </>
                ) : null}
                <span className="text-xs text-muted-foreground">
                  <InstantDate iso={observed.takenAt} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
