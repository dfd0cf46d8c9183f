'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { takeBedOutOfService } from '@/lib/wards/actions';
import type { AdminBed } from '@/lib/wards/queries/wards-admin';
import { bedOutOfServiceSchema } from '@/lib/wards/schema';

type ReasonFormValues = { bedId: number; reason: string };
type ReasonValues = { bedId: number; reason: string };

/**
 * "Out of service" for one bed, asking why (the board shows the reason on the bed). Open while `bed` is set; a
 * refusal (a patient was put in it meanwhile) is said above the form.
 */
export function OutOfServiceDialog({ bed, wardName, onClose }: { bed: AdminBed | null; wardName: string; onClose: () => void }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<ReasonFormValues, unknown, ReasonValues>({
    resolver: formResolver<ReasonFormValues, typeof bedOutOfServiceSchema>(bedOutOfServiceSchema),
    defaultValues: { bedId: bed?.bedId ?? 0, reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  // Each bed starts with an empty reason.
  useEffect(() => {
    reset({ bedId: bed?.bedId ?? 0, reason: '' });
    setFormError(null);
  }, [bed, reset, setFormError]);

  async function onSubmit(values: ReasonValues) {
    await submit(
      () => takeBedOutOfService(values),
      () => {
        toast.success(`Bed ${bed?.label ?? ''} is out of service`);
        onClose();
      },
    );
  }

  return (
    <Dialog open={bed !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{bed ? `Take bed ${bed.label} of ${wardName} out of service` : 'Out of service'}</DialogTitle>
          <DialogDescription>No patient can be put in it until it is back in service. The bed board shows why.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <TextField id="bed-out-of-service-reason" label="Reason" placeholder="e.g. Broken side rail" error={errors.reason?.message} registration={register('reason')} />
          <DialogFormFooter saving={isSubmitting} label="Out of service" busyLabel="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
