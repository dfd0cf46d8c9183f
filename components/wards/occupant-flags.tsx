import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import type { VitalFlagOf } from '@/lib/wards/rules/occupant';

/**
 * The High and Low flags of a patient's latest vitals since admission, each with its measure's name ("Blood pressure
 * High"), as the other screens show a flag; nothing when none is flagged. The items' look is given once by the list
 * (`*:`), not repeated on each: a bed board shows this on every occupied bed.
 */
export function OccupantFlags({ flags }: { flags: readonly VitalFlagOf[] }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label="Latest vitals flagged" className="flex flex-wrap gap-1.5 text-xs *:inline-flex *:items-center *:gap-1 *:rounded-md *:bg-secondary/60 *:px-1.5 *:py-0.5">
      {flags.map(({ measure, label, flag }) => (
        <li key={measure}>
          {`${label} `}
          <VitalFlagBadge flag={flag} />
        </li>
      ))}
    </ul>
  );
}
