import { AlertTriangle, ArrowDown, ArrowUp, Check, CircleAlert, type LucideIcon } from 'lucide-react';
import { FLAG_LABELS, type ResultFlag } from '@/lib/lab/rules/states';
import { cn } from '@/lib/utils';

/**
 * Each flag's look. Colour is never the only cue: the word is always written, and an arrow or a warning sign goes
 * with it, so a result reads the same in print, to a screen reader and to a colour-blind scientist.
 */
const LOOKS: Record<ResultFlag, { icon: LucideIcon; className: string }> = {
  normal: { icon: Check, className: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  low: { icon: ArrowDown, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  high: { icon: ArrowUp, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  abnormal: { icon: CircleAlert, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  'critical-low': { icon: AlertTriangle, className: 'border-red-700 bg-red-700 text-white' },
  'critical-high': { icon: AlertTriangle, className: 'border-red-700 bg-red-700 text-white' },
  critical: { icon: AlertTriangle, className: 'border-red-700 bg-red-700 text-white' },
};

/**
 * A result's flag in words and colour: "High", "Critical low"… Nothing for a result without one (text, or a number
 * the test has no range for this patient). `hideNormal` leaves Normal unsaid where only the flagged should stand out.
 */
export function FlagBadge({ flag, hideNormal = false, className }: { flag: ResultFlag | null; hideNormal?: boolean; className?: string }) {
  if (flag === null || (hideNormal && flag === 'normal')) return null;
  const { icon: Icon, className: look } = LOOKS[flag];
  return (
    <span
      data-flag={flag}
      className={cn('inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap', look, className)}
    >
      <Icon className="size-3" aria-hidden="true" />
      {FLAG_LABELS[flag]}
    </span>
  );
}
