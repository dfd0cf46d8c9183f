'use client';

import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { OrderTestsDialogProps, OrderTestsTarget } from './order-tests-dialog';

/** The dialog's code (the form, the searched field) comes when it is first wanted or pointed at, not with the page. */
export const orderTestsDialog = lazyPart<OrderTestsDialogProps>(() => import('./order-tests-dialog').then((module) => module.OrderTestsDialog));

const preload = () => void orderTestsDialog.preload().catch(() => undefined);

/**
 * "Order tests" on the visit page and the chart: opens the order dialog for this patient (and visit). Once fetched
 * the dialog stays mounted, closed in between, so that it closes as a dialog does.
 */
export function OrderTestsButton({
  patientId,
  patientName,
  appointmentId = null,
  variant = 'secondary',
}: {
  patientId: number;
  patientName: string;
  appointmentId?: number | null;
  variant?: 'default' | 'secondary' | 'outline';
}) {
  const [target, setTarget] = useState<OrderTestsTarget | null>(null);
  const [open, setOpen] = useState(false);
  const { Component: Dialog, failed, retry } = orderTestsDialog.useLoaded(target !== null);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setTarget((last) => ({ patientId, patientName, appointmentId, opening: (last?.opening ?? 0) + 1 }));
          setOpen(true);
        }}
      >
        <FlaskConical aria-hidden="true" />
        Order tests
      </Button>
      {Dialog ? target && <Dialog target={target} open={open} onClose={close} /> : open && <LazyPartFallback name="Order tests" failed={failed} onRetry={retry} onClose={close} />}
    </>
  );
}
