'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { RegisteredSystem } from '@/lib/connected-systems/writes';
import { CopyableValue } from './copyable-value';

/**
 * A system just connected: what its vendor needs, the client id (which the system names itself with) and the token
 * endpoint (where it asks for its tokens). The client id stays in the list; this is where it is handed over.
 */
export function ConnectionDetails({ system, tokenEndpoint, onDone }: { system: RegisteredSystem; tokenEndpoint: string; onDone: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The form, and the button that sent it, are gone: the focus goes to what replaced them, and a screen reader says it.
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="outline-none [overflow-wrap:anywhere]">
          {system.name} is connected
        </DialogTitle>
        <DialogDescription>Give its vendor the client ID and the token endpoint: the system names itself with the client ID and asks the token endpoint for its access tokens.</DialogDescription>
      </DialogHeader>
      <dl className="grid min-w-0 gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">Client ID</dt>
          <dd className="min-w-0">
            <CopyableValue value={system.clientId} copyLabel="Copy the client ID" copiedMessage="Client ID copied" />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium">Token endpoint</dt>
          <dd className="min-w-0">
            <CopyableValue value={tokenEndpoint} copyLabel="Copy the token endpoint" copiedMessage="Token endpoint copied" />
          </dd>
        </div>
      </dl>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
