import { BedDouble, LogIn, LogOut } from 'lucide-react';
import type { WardFigures } from '@/lib/wards/queries/occupancy';
import { occupancyText, occupiedText } from '@/lib/wards/rules/occupancy';

/** Nothing to say: no bed in service, nobody in one, nobody admitted or discharged today (a clinic without wards). */
export const noWardFigures = (figures: WardFigures): boolean =>
  figures.inService === 0 && figures.occupied === 0 && figures.admittedToday === 0 && figures.dischargedToday === 0;

/**
 * The wards' figures of the clinic's day, every ward together: occupancy (beds out of service are not counted),
 * admissions and discharges today. The dashboard and the bed board's top show them alike.
 */
export function WardFiguresList({ figures, labelledBy }: { figures: WardFigures; labelledBy?: string }) {
  const items = [
    { key: 'occupancy', icon: BedDouble, value: occupancyText(figures), text: occupiedText(figures) },
    { key: 'admitted', icon: LogIn, value: String(figures.admittedToday), text: figures.admittedToday === 1 ? 'Admission today' : 'Admissions today' },
    { key: 'discharged', icon: LogOut, value: String(figures.dischargedToday), text: figures.dischargedToday === 1 ? 'Discharge today' : 'Discharges today' },
  ];
  return (
    <ul {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Wards today' })} className="grid gap-3 sm:grid-cols-3">
      {items.map(({ key, icon: Icon, value, text }) => (
        <li key={key} data-testid={`ward-figure-${key}`} className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0">
            <span className="block text-xl font-semibold tabular-nums">{value}</span>
            <span className="block text-sm text-muted-foreground">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
