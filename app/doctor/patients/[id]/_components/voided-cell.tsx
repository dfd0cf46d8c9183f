import type { ReactNode } from 'react';
import { VOIDED_ROW_CLASS, VoidedNote, type VoidedMark } from '@/components/forms/voided-note';

/**
 * A chart cell of a record that may be voided: struck through when it is. The record's first cell (`note`)
 * also says so in words, who voided it, when and why, so colour and strike-through are not the only sign.
 */
export function VoidedCell({ voided, note = false, children }: { voided: VoidedMark | null; note?: boolean; children: ReactNode }) {
  if (!voided) return children;
  return (
    <div className="space-y-1">
      <span className={VOIDED_ROW_CLASS}>{children}</span>
      {note ? <VoidedNote {...voided} /> : null}
    </div>
  );
}
