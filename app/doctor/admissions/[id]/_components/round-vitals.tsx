import { InstantDate } from '@/components/instant-date';
import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import type { WardRoundReadings } from '@/lib/admissions/queries/round-vitals';
import { formatMeasure, MEASURE_INFO, MEASURES } from '@/lib/vitals/rules/measures';
import { flagReading } from '@/lib/vitals/rules/ranges';
import { RoundVitalsForm } from './round-vitals-form';
import { ShowAll } from './latest-of';
import { AdmissionSection } from './section';

/**
 * "Vitals": the form of a round's readings while the patient is in, then this admission's readings, newest round
 * first, each flagged "High" or "Low" outside the normal range as everywhere else. `rounds` are those shown, of
 * `total`; when some are left out, a link shows them all.
 */
export function RoundVitals({
  admissionId,
  rounds,
  total = rounds.length,
  showAllHref = '',
  open,
}: {
  admissionId: number;
  rounds: readonly WardRoundReadings[];
  total?: number;
  showAllHref?: string;
  open: boolean;
}) {
  return (
    <AdmissionSection id="admission-vitals" title="Vitals">
      {open ? <RoundVitalsForm admissionId={admissionId} /> : null}
      {rounds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No vitals recorded on this admission’s rounds yet.</p>
      ) : (
        <ol aria-label="Readings of this admission" className="divide-y rounded-xl border bg-card text-sm">
          {rounds.map((round, index) => (
            <li key={`${round.takenAt}-${index}`} className="space-y-2 p-3">
              <p className="text-muted-foreground">
                <InstantDate iso={round.takenAt} withTime />, {round.recordedBy ?? 'a removed account'}
              </p>
              <ul className="flex flex-wrap gap-2">
                {MEASURES.filter((measure) => round.values[measure]).map((measure) => {
                  const value = round.values[measure]!;
                  return (
                    <li key={measure} className="flex flex-wrap items-center gap-x-1.5 rounded-md bg-secondary/50 px-2 py-1">
                      <span className="text-muted-foreground">{MEASURE_INFO[measure].label}</span> <span className="font-medium">{formatMeasure(measure, value)}</span>{' '}
                      <VitalFlagBadge flag={flagReading(measure, value)} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <ShowAll shown={rounds.length} total={total} what="rounds" href={showAllHref} />
    </AdmissionSection>
  );
}
