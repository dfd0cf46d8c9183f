'use client';

import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PrescribingAllergy } from '@/lib/prescriptions/queries/prescribing-context';
import type { ContextState } from './use-prescribing-context';

/** "Penicillin (rash), Aspirin". */
export const allergiesText = (allergies: PrescribingAllergy[]) => allergies.map((a) => (a.reaction ? `${a.substance} (${a.reaction})` : a.substance)).join(', ');

/** The chosen patient's drug allergies above the medicines, as the prescriber must see them before choosing any. */
export function PrescribingAllergies({ state, onRetry }: { state: ContextState; onRetry: () => void }) {
  if (state.status === 'none') return null;
  if (state.status === 'loading') return <p className="text-sm text-muted-foreground" role="status">Reading the patient&apos;s drug allergies…</p>;
  if (state.status === 'failed')
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        {state.message}
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  const { allergyStatus, allergies } = state.context;
  if (allergyStatus === 'listed')
    return (
      <p className="flex items-center gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-800" data-testid="prescribing-allergies">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Drug allergies: {allergiesText(allergies)}
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground" data-testid="prescribing-allergies">
      {allergyStatus === 'none' ? 'No known drug allergies' : 'Drug allergies: Not recorded. Ask the patient before prescribing.'}
    </p>
  );
}
