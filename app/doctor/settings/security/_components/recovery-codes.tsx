'use client';

import { Button } from '@/components/ui/button';

/** The ten recovery codes, shown once: only their hashes are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
