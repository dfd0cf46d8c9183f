'use client';

import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { OrderCancelDialogProps } from './order-cancel-dialog';

/** The dialog's code comes when it is first wanted (or pointed at), not with every list of orders. */
export const orderCancelDialog = lazyPart<OrderCancelDialogProps>(() => import('./order-cancel-dialog').then((module) => module.OrderCancelDialog));

const preload = () => void orderCancelDialog.preload().catch(() => undefined);

/** "Cancel order…" on an order still awaiting its specimen, shown to its doctor and to administrators only. */
export function OrderCancelButton({ orderId, number }: { orderId: number; number: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Component: Dialog, failed, retry } = orderCancelDialog.useLoaded(wanted);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <XCircle aria-hidden="true" />
        Cancel order…
        <span className="sr-only"> {number}</span>
      </Button>
      {Dialog ? (
        <Dialog orderId={orderId} number={number} open={open} onOpenChange={setOpen} />
      ) : (
        open && <LazyPartFallback name={`Cancel ${number}`} failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
