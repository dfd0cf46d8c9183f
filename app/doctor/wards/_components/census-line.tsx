import { censusBreakdown, occupancyText, occupiedText, type Census } from '@/lib/wards/rules/occupancy';

/** A ward's census in words: "7 of 10 beds occupied · 70% occupancy · 2 free · 1 being cleaned · 0 out of service". */
export function CensusLine({ census }: { census: Census }) {
  return (
    <p className="text-sm" data-testid="ward-census">
      <span className="font-medium">{occupiedText(census)}</span>
      <span className="text-muted-foreground">{` · ${occupancyText(census)} · ${censusBreakdown(census)}`}</span>
    </p>
  );
}
