'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { ConnectDialogProps } from './connect-dialog';

/** The dialog's code (the form and its checks) comes when first wanted, not with the screen. */
const connectDialog = lazyPart<ConnectDialogProps>(() => import('./connect-dialog').then((module) => module.ConnectDialog));
const preload = () => void connectDialog.preload().catch(() => undefined);

/** "Connect a system" and, once wanted, its dialog (kept mounted, closed, between openings). */
export function ConnectButton({ tokenEndpoint }: { tokenEndpoint: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Component: Dialog, failed, retry } = connectDialog.useLoaded(wanted);
  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) setWanted(true);
  }
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={() => changeOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <Plus aria-hidden="true" />
        Connect a system
      </Button>
      {Dialog ? (
        <Dialog open={open} onOpenChange={changeOpen} tokenEndpoint={tokenEndpoint} />
      ) : (
        open && <LazyPartFallback name="Connect a system" failed={failed} onRetry={retry} onClose={() => changeOpen(false)} />
      )}
    </>
  );
}
