'use client';

import { Sparkles } from 'lucide-react';
import { useTransition } from 'react';
import { runInstantAction } from '@/components/forms/instant-action';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { markBedReady } from '@/lib/wards/actions';

/**
 * A cleaned bed's "Mark ready": the bed is ready for the next patient. The board is read again by the action; a
 * refusal (someone pressed it first) is said in a toast in its own words.
 */
export function MarkReadyButton({ bedId, label, wardName }: { bedId: number; label: string; wardName: string }) {
  const [pending, startTransition] = useTransition();
  function markReady() {
    startTransition(async () => {
      const result = await runInstantAction(() => markBedReady({ bedId }));
      if (result?.ok) toast.success(`Bed ${label} of ${wardName} is ready`);
    });
  }
  return (
    <Button type="button" size="sm" variant="outline" onClick={markReady} disabled={pending} aria-label={`Mark ready, bed ${label} of ${wardName}`}>
      <Sparkles aria-hidden="true" />
      {pending ? 'Marking ready...' : 'Mark ready'}
    </Button>
  );
}
