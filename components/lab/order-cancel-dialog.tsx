'use client';

import { VoidDialog } from '@/components/forms/void-dialog';
import { cancelLabOrder } from '@/lib/lab/actions/orders';
import { cancelOrderSchema } from '@/lib/lab/schema';

export interface OrderCancelDialogProps {
  orderId: number;
  /** "LAB-000123". */
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Cancel LAB-000123": the void dialog's reason and its manner (checked with the action's own schema before the server
 * is asked, open and busy until the server answers, a refusal said inside it), for an order kept cancelled.
 */
export function OrderCancelDialog({ orderId, number, open, onOpenChange }: OrderCancelDialogProps) {
  return (
    <VoidDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${number}`}
      description="The lab will not collect its specimen. The order is kept, marked cancelled with your reason, and the chart still shows it."
      record={number}
      confirmLabel="Cancel order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep the order"
      reasonSchema={cancelOrderSchema.shape.reason}
      onConfirm={(reason) => cancelLabOrder({ orderId, reason })}
      successMessage={`${number} cancelled`}
    />
  );
}
