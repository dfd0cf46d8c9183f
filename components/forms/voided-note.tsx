import { formatInstantDate, instantDay } from '@/components/format-date';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';

export type { VoidedMark };

/**
 * "Voided on 15 Mar 2026 by Dr. Ada Obi: entered for the wrong patient." The record it belongs to is shown
 * struck through (`VOIDED_ROW_CLASS`); this line says so in words, so colour and strike-through are not the only sign.
 */
export function VoidedNote({ voidedAt, voidedBy, reason }: VoidedMark) {
  return (
    <p className="text-xs text-destructive">
      <span className="font-semibold">Voided</span> on <time dateTime={instantDay(voidedAt)}>{formatInstantDate(voidedAt)}</time> by{' '}
      {voidedBy ?? 'a removed account'}: {reason}
    </p>
  );
}

/** The text of a voided record, struck through. */
export const VOIDED_ROW_CLASS = 'line-through text-muted-foreground';
