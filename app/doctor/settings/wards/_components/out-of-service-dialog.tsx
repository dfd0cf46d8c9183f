'use client';

import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { takeBedOutOfService } from '@/lib/wards/actions';
import { bedOutOfServiceSchema } from '@/lib/wards/schema';
import type { BedTarget } from './bed-target';

type ReasonValues = { bedId: number; reason: string };

/**
 * "Out of service" for one bed, asking why (the board shows the reason on the bed): one dialog for the ward's beds,
 * opened for the bed chosen. A refusal (a patient was put in it meanwhile) is said above the form.
 */
export function OutOfServiceDialog({ bed, wardName, open, onOpenChange }: { bed: BedTarget; wardName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Take bed ${bed.label} of ${wardName} out of service`}</DialogTitle>
          <DialogDescription>No patient can be put in it until it is back in service. The bed board shows why.</DialogDescription>
        </DialogHeader>
        {/* Made afresh at each opening: each bed starts with an empty reason. */}
        <ReasonForm bed={bed} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ bed, onDone }: { bed: BedTarget; onDone: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<ReasonValues, unknown, ReasonValues>({
    resolver: formResolver<ReasonValues, typeof bedOutOfServiceSchema>(bedOutOfServiceSchema),
    defaultValues: { bedId: bed.bedId, reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: ReasonValues) {
    await submit(
      () => takeBedOutOfService(values),
      () => {
        toast.success(`Bed ${bed.label} is out of service`);
        onDone();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <TextField id="bed-out-of-service-reason" label="Reason" placeholder="e.g. Broken side rail" error={errors.reason?.message} registration={register('reason')} />
      <DialogFormFooter saving={isSubmitting} label="Out of service" busyLabel="Saving..." />
    </form>
  );
}
