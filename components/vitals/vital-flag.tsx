import { cn } from '@/lib/utils';
import { FLAG_LABELS, type VitalFlag } from '@/lib/vitals/rules/ranges';

/** The look of each flag: a tinted background with dark text (readable at AA), never the colour alone. */
export const FLAG_CLASSES: Record<VitalFlag, string> = {
  high: 'bg-red-100 text-red-900',
  low: 'bg-sky-100 text-sky-900',
};

/**
 * A reading's flag in words and colour, "High" or "Low" (from `flagReading`, lib/vitals/rules/ranges.ts); nothing for
 * a normal reading or a measure without a range. Text, not an icon, so that a screen reader and a colour-blind
 * reader get it too. Used wherever a latest reading shows (card, side sheet, chart, visit page, home screen).
 */
export function VitalFlagBadge({ flag, className }: { flag: VitalFlag | null | undefined; className?: string }) {
  if (!flag) return null;
  return (
    <span data-flag={flag} className={cn('inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold leading-none', FLAG_CLASSES[flag], className)}>
      {FLAG_LABELS[flag]}
    </span>
  );
}
