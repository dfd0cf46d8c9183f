'use client';

import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { InviteDialogProps } from './invite-dialog';

/** The dialog's code (the form and its checks) comes when first wanted, not with the Staff screen. */
const inviteDialog = lazyPart<InviteDialogProps>(() => import('./invite-dialog').then((module) => module.InviteDialog));
const preload = () => void inviteDialog.preload().catch(() => undefined);

/** "Invite a colleague" and, once wanted, its dialog (kept mounted, closed, between openings). */
export function InviteButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Component: Dialog, failed, retry } = inviteDialog.useLoaded(wanted);
  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) setWanted(true);
  }
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={() => changeOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <UserPlus aria-hidden="true" />
        Invite a colleague
      </Button>
      {Dialog ? <Dialog open={open} onOpenChange={changeOpen} /> : open && <LazyPartFallback name="Invite a colleague" failed={failed} onRetry={retry} onClose={() => changeOpen(false)} />}
    </>
  );
}
