'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { DateTimeField } from '@/components/forms/date-time-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { toast } from '@/components/ui/toast';
import { clinicWallTime } from '@/lib/clinic-time';
import { collectLabSpecimen } from '@/lib/lab/actions/orders';
import type { WorklistRow } from '@/lib/lab/queries/worklist';
import { collectFormSchema, type CollectFormOutput, type CollectFormValues } from './collect-form-schema';
import { OrderDialog } from './order-dialog';

/**
 * "Collect specimen": the accession number written on the tube and when the specimen was taken (now, unless the
 * scientist says otherwise). The order moves to In progress.
 */
export function CollectSpecimenDialog({ row, onClose }: { row: WorklistRow; onClose: () => void }) {
  const router = useRouter();
  const { register, control, handleSubmit, setError, formState } = useForm<CollectFormValues, unknown, CollectFormOutput>({
    resolver: formResolver<CollectFormValues, typeof collectFormSchema>(collectFormSchema),
    defaultValues: { orderId: row.id, accession: '', collectedAt: clinicWallTime(new Date()) },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit, whenSubmitted } = useFormSubmit(setError);

  async function onSubmit(values: CollectFormOutput) {
    await submit(
      () => collectLabSpecimen(values),
      () => {
        toast.success(`Specimen collected: ${row.number} is in progress`);
        onClose();
      },
      // Someone else collected it, or the order was cancelled meanwhile: the list shows where it is now.
      () => router.refresh(),
    );
  }

  return (
    <OrderDialog title="Collect specimen" row={row} onClose={onClose}>
      <p className="text-sm">
        <span className="text-muted-foreground">Tests: </span>
        {row.tests.join(', ')}
      </p>
      <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
        <FormAlert message={formError} />
        <TextField id="collect-accession" label="Accession number" placeholder="As written on the tube" autoFocus error={errors.accession?.message} registration={register('accession')} />
        <DateTimeField control={control} name="collectedAt" id="collect-taken-at" label="Taken at" />
        <DialogFormFooter saving={isSubmitting} label="Collect specimen" busyLabel="Saving..." />
      </form>
    </OrderDialog>
  );
}
