'use client';

import type { ReactNode } from 'react';
import { ErrorState } from '@/components/forms/error-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import type { WorklistRow } from '@/lib/lab/queries/worklist';
import { cn } from '@/lib/utils';
import { patientIdentity } from './patient-identity';
import { PriorityBadge } from './priority-badge';
import type { LoadedOrder } from './use-worklist-dialog';

interface OrderDialogProps {
  title: string;
  row: WorklistRow;
  onClose: () => void;
  /** Results need room: a panel's parts side by side with their units and ranges. */
  wide?: boolean;
  children: ReactNode;
}

/** A dialog on one order of the worklist, named by its action and described by the order and its patient. */
export function OrderDialog({ title, row, onClose, wide = false, children }: OrderDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={cn(wide && 'sm:max-w-3xl')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {row.number} for {row.patient.name}, {patientIdentity(row.patient)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <PriorityBadge priority={row.priority} />
          {row.note ? <p className="text-muted-foreground">Clinical note: {row.note}</p> : null}
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body once its order is read: meanwhile a placeholder, and a failure with Try again. */
export function WithOrder({ loaded, onRetry, children }: { loaded: LoadedOrder | null; onRetry: () => void; children: (order: LabOrderDetail) => ReactNode }) {
  if (loaded === null || loaded.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the order" className="space-y-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (loaded.status === 'failed') return <ErrorState error={{ message: loaded.message }} title="Could not read the order" onRetry={onRetry} />;
  return children(loaded.order);
}
