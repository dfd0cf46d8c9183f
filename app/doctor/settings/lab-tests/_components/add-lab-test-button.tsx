'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { AddLabTestDialogProps } from './add-lab-test-dialog';

/** The dialog's code (the form and its checks) comes when an administrator first wants it: doctors and lab staff never load it. */
const addLabTestDialog = lazyPart<AddLabTestDialogProps>(() => import('./add-lab-test-dialog').then((module) => module.AddLabTestDialog));
const preload = () => void addLabTestDialog.preload().catch(() => undefined);

/** "Add test" and, once wanted, its dialog. */
export function AddLabTestButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Component: Dialog, failed, retry } = addLabTestDialog.useLoaded(wanted);
  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) setWanted(true);
  }
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={() => changeOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <Plus aria-hidden="true" />
        Add test
      </Button>
      {Dialog ? <Dialog open={open} onOpenChange={changeOpen} /> : open && <LazyPartFallback name="Add test" failed={failed} onRetry={retry} onClose={() => changeOpen(false)} />}
    </>
  );
}
