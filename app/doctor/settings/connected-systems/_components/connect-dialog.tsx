'use client';

import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { RegisteredSystem } from '@/lib/connected-systems/writes';
import { ConnectForm } from './connect-form';
import { ConnectionDetails } from './connection-details';

export interface ConnectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the system asks for its tokens: shown with its client id once it is connected. */
  tokenEndpoint: string;
}

/**
 * "Connect a system": the form, then, once the server has registered the system, what the administrator gives its
 * vendor (the client id and the token endpoint) until Done. Fetched when first wanted (connect-button.tsx). The form
 * lives inside the dialog's content, so every opening starts from an empty one.
 */
export function ConnectDialog({ open, onOpenChange, tokenEndpoint }: ConnectDialogProps) {
  const [connected, setConnected] = useState<RegisteredSystem | null>(null);

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) setConnected(null);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg">
        {connected ? (
          <ConnectionDetails system={connected} tokenEndpoint={tokenEndpoint} onDone={() => changeOpen(false)} />
        ) : (
          <ConnectForm onConnected={setConnected} />
        )}
      </DialogContent>
    </Dialog>
  );
}
