import { CircleHelp, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { AllergySummary, PatientAllergy } from '@/lib/patients/queries/allergies';
import { cn } from '@/lib/utils';

/** "Penicillin (Rash)", or the substance alone when the reaction is not known. */
export const allergyLabel = ({ substance, reaction }: Pick<PatientAllergy, 'substance' | 'reaction'>) => (reaction ? `${substance} (${reaction})` : substance);

const TONE = {
  listed: 'border-red-200 bg-red-50 text-red-900',
  none: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  'not-recorded': 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

const ICON = { listed: TriangleAlert, none: ShieldCheck, 'not-recorded': CircleHelp } as const;

/**
 * The patient's drug allergies where a doctor looks before prescribing: red with the allergies listed, green for
 * "No known drug allergies", amber while nobody has asked ("Not recorded"). The words say it all (the icon and
 * colour are for the eye only), so a screen reader reads the same sentence. Renders on the server.
 */
export function AllergyBadges({ summary, className }: { summary: AllergySummary; className?: string }) {
  const { status, allergies } = summary;
  const Icon = ICON[status];
  return (
    <p data-testid="allergy-badges" data-status={status} className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', TONE[status], className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {status === 'none' ? (
        <span className="font-semibold">No known drug allergies</span>
      ) : (
        <span className="[overflow-wrap:anywhere]">
          <span className="font-semibold">Drug allergies:</span> {status === 'listed' ? allergies.map(allergyLabel).join(', ') : 'Not recorded'}
        </span>
      )}
    </p>
  );
}
