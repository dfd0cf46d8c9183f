'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { choosableWard, WardBedFields } from '@/components/admissions/ward-bed-fields';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { transferPatient, type WardChoice } from '@/lib/admissions/actions';
import type { AdmissionBed } from '@/lib/admissions/queries/admission';
import { BED_NOT_FREE, BED_TAKEN } from '@/lib/admissions/rules/messages';
import { transferSchema, type TransferValues } from '@/lib/admissions/schema/admission';
import type { OpenedDialogProps } from './dialog-opener';
import { useFreeBeds } from './use-free-beds';

export interface TransferDialogProps extends OpenedDialogProps {
  admissionId: number;
  patientId: number;
  patientName: string;
  /** Where the patient lies now. */
  bed: AdmissionBed | null;
}

interface TransferFormValues {
  admissionId: number;
  wardId: string;
  bedId: string;
  reason: string;
}

/**
 * "Transfer": the ward, one of its free beds (read when the dialog opens), and the reason. A ward that does not
 * take this patient is listed but cannot be chosen, with why. When another doctor took the bed meanwhile, the
 * dialog says so and reads the free beds again.
 */
export function TransferDialog({ admissionId, patientId, patientName, bed, open, onOpenChange }: TransferDialogProps) {
  const { wards, failure, reload } = useFreeBeds(patientId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Transfer</DialogTitle>
          <DialogDescription>
            Move {patientName} {bed ? `from ${bed.wardName}, bed ${bed.bedLabel} ` : ''}to another bed. The bed left is marked for cleaning.
          </DialogDescription>
        </DialogHeader>
        {failure ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm">{failure}</p>
            <Button type="button" variant="outline" onClick={reload} className="justify-self-start">
              Try again
            </Button>
          </div>
        ) : !wards ? (
          <p className="text-sm text-muted-foreground" role="status">
            Finding free beds…
          </p>
        ) : (
          <TransferForm admissionId={admissionId} wards={wards} currentWardId={bed?.wardId ?? null} reload={reload} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TransferForm({ admissionId, wards, currentWardId, reload, onDone }: { admissionId: number; wards: WardChoice[]; currentWardId: number | null; reload: () => void; onDone: () => void }) {
  const id = useId();
  const router = useRouter();
  // The patient's own ward first (a move to the next bed is the usual transfer), else the first that can take them.
  const first = wards.find((ward) => ward.wardId === currentWardId && choosableWard(ward)) ?? wards.find(choosableWard);
  const form = useForm<TransferFormValues, unknown, TransferValues>({
    resolver: formResolver<TransferFormValues, typeof transferSchema>(transferSchema),
    defaultValues: { admissionId, wardId: first ? String(first.wardId) : '', bedId: '', reason: '' },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const wardId = useWatch({ control: form.control, name: 'wardId' });
  const ward = wards.find((candidate) => String(candidate.wardId) === wardId);

  async function onSubmit(values: TransferValues) {
    await submit(
      () => transferPatient(values),
      () => {
        const chosen = ward?.beds.find((candidate) => candidate.bedId === values.bedId);
        toast.success(`Moved to ${ward?.name ?? 'the ward'}${chosen ? `, bed ${chosen.label}` : ''}`);
        form.reset();
        onDone();
        router.refresh();
      },
      (failure) => {
        if (failure.message === BED_TAKEN || failure.message === BED_NOT_FREE) reload();
      },
    );
  }

  const { errors } = form.formState;
  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
      <FormAlert message={formError} />
      <WardBedFields form={form} wards={wards} id={id} />
      <TextAreaField id={`${id}-reason`} label="Reason for transfer" error={errors.reason?.message} registration={form.register('reason')} />
      <DialogFormFooter saving={form.formState.isSubmitting} label="Transfer" busyLabel="Transferring..." />
    </form>
  );
}
