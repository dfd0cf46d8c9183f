'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { toast } from '@/components/ui/toast';
import { releaseLabOrder } from '@/lib/lab/actions/orders';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { releaseOrderSchema } from '@/lib/lab/schema';
import { CriticalResults, OrderResults } from './order-results';

interface VerifyReleaseFormProps {
  order: LabOrderDetail;
  /** The signed-in scientist: the one who entered the results verifies them only where the clinic allows it. */
  me: number;
  selfVerification: boolean;
  onDone: () => void;
}

/**
 * "Verify and release": every result with its unit, range and flag (the critical ones named first), who entered it
 * and when, and the button that sends them to the doctor. The server has the last word: a scientist verifying their
 * own results where the clinic does not allow it, or a colleague who released first, is told here, and the list
 * shows where the order is now.
 */
export function VerifyReleaseForm({ order, me, selfVerification, onDone }: VerifyReleaseFormProps) {
  const router = useRouter();
  const number = formatLabOrderNumber(order.number);
  const { handleSubmit, setError, formState } = useForm<{ orderId: number }>({
    resolver: formResolver<{ orderId: number }, typeof releaseOrderSchema>(releaseOrderSchema),
    defaultValues: { orderId: order.id },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(setError);
  const own = order.resultedById === me;

  async function onSubmit(values: { orderId: number }) {
    await submit(
      () => releaseLabOrder(values),
      ({ selfVerified }) => {
        toast.success(selfVerified ? `${number} released, marked as verified by the scientist who entered it` : `${number} verified and released to the doctor`);
        onDone();
      },
      (failure) => {
        toast.error(failure.message);
        router.refresh();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
      <CriticalResults order={order} />
      <OrderResults order={order} />
      {own ? (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          {selfVerification
            ? 'You entered these results. The clinic allows a scientist to verify their own results: the report will say so.'
            : 'You entered these results: a second lab scientist verifies and releases them.'}
        </p>
      ) : null}
      <FormAlert message={formError} />
      <DialogFormFooter saving={formState.isSubmitting} label="Verify and release" busyLabel="Releasing..." />
    </form>
  );
}
