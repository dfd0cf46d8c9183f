'use client';

import { ArrowRightLeft } from 'lucide-react';
import { lazyPart } from '@/components/ui/lazy-part';
import { DialogOpener } from './dialog-opener';
import type { TransferDialogProps } from './transfer-dialog';

const transferDialog = lazyPart<TransferDialogProps>(() => import('./transfer-dialog').then((module) => module.TransferDialog));

/** "Transfer": the patient to another bed, of this ward or another, with the reason. */
export function TransferButton(props: Omit<TransferDialogProps, 'open' | 'onOpenChange'>) {
  return <DialogOpener label="Transfer" icon={ArrowRightLeft} part={transferDialog} props={props} variant="outline" />;
}
