'use client';

import { LogOut } from 'lucide-react';
import { lazyPart } from '@/components/ui/lazy-part';
import { DialogOpener } from './dialog-opener';
import type { DischargeDialogProps } from './discharge-dialog';

const dischargeDialog = lazyPart<DischargeDialogProps>(() => import('./discharge-dialog').then((module) => module.DischargeDialog));

/** "Discharge": ends the stay with the discharge summary. */
export function DischargeButton(props: Omit<DischargeDialogProps, 'open' | 'onOpenChange'>) {
  return <DialogOpener label="Discharge" icon={LogOut} part={dischargeDialog} props={props} />;
}
