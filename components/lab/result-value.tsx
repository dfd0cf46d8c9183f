import { formatResultNumber } from '@/lib/lab/rules/result-value';
import type { ResultFlag } from '@/lib/lab/rules/states';
import { cn } from '@/lib/utils';
import { FlagBadge } from './flag-badge';

/** What of a stored result the screens show: its value (a number or words), unit and flag. */
export interface ShownResult {
  valueNumber: number | null;
  valueText: string | null;
  unit: string | null;
  flag: ResultFlag | null;
}

/**
 * "12.5 g/dL", "Positive": the value as the lab writes it, with the test's decimals when given (a number stored
 * without them is written as stored), and its unit.
 */
export function resultText(result: Pick<ShownResult, 'valueNumber' | 'valueText' | 'unit'>, decimals?: number | null): string {
  if (result.valueNumber === null) return result.valueText ?? '';
  const number = decimals === undefined ? String(result.valueNumber) : formatResultNumber(result.valueNumber, decimals);
  return result.unit ? `${number} ${result.unit}` : number;
}

interface ResultValueProps {
  result: ShownResult;
  decimals?: number | null;
  /** An earlier value an amendment replaced: struck through, said to be so, and without its flag standing out. */
  superseded?: boolean;
  /** Write "Normal" too (a verifier reads every flag); by default only a flagged result carries a badge. */
  showNormal?: boolean;
  className?: string;
}

/** A result's value and unit with its flag beside it, in words and colour; an amended one's earlier value struck through. */
export function ResultValue({ result, decimals, superseded = false, showNormal = false, className }: ResultValueProps) {
  const text = resultText(result, decimals);
  if (superseded) {
    return (
      <span className={cn('inline-flex flex-wrap items-center gap-1.5 text-muted-foreground', className)}>
        <span className="sr-only">Earlier value, replaced: </span>
        <del className="tabular-nums">{text}</del>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span className={cn('tabular-nums', result.flag !== null && result.flag !== 'normal' && 'font-semibold')}>{text}</span>
      <FlagBadge flag={result.flag} hideNormal={!showNormal} />
    </span>
  );
}
