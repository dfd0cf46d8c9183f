'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ControlledField } from '@/components/forms/controlled-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { transferPatient, type WardChoice } from '@/lib/admissions/actions';
import type { AdmissionBed } from '@/lib/admissions/queries/admission';
import { BED_NOT_FREE, BED_TAKEN } from '@/lib/admissions/rules/messages';
import { transferSchema, type TransferValues } from '@/lib/admissions/schema/admission';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';
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

/** Why a ward cannot be chosen, or how many beds it has free, after its name. */
const wardNote = (ward: WardChoice) => (ward.refusal ? ` (${ward.refusal})` : ward.beds.length === 0 ? ' (no free bed)' : ` (${ward.beds.length} free)`);

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
  const choosable = (ward: WardChoice) => ward.refusal === null && ward.beds.length > 0;
  // The patient's own ward first (a move to the next bed is the usual transfer), else the first that can take them.
  const first = wards.find((ward) => ward.wardId === currentWardId && choosable(ward)) ?? wards.find(choosable);
  const form = useForm<TransferFormValues, unknown, TransferValues>({
    resolver: formResolver<TransferFormValues, typeof transferSchema>(transferSchema),
    defaultValues: { admissionId, wardId: first ? String(first.wardId) : '', bedId: '', reason: '' },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const wardId = useWatch({ control: form.control, name: 'wardId' });
  const ward = wards.find((candidate) => String(candidate.wardId) === wardId);

  // A bed no longer free (taken by someone else, read again) leaves the field.
  const bedId = useWatch({ control: form.control, name: 'bedId' });
  useEffect(() => {
    if (bedId && !ward?.beds.some((candidate) => String(candidate.bedId) === bedId)) form.setValue('bedId', '');
  }, [bedId, ward, form]);

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
      <ControlledField control={form.control} name="wardId" id={`${id}-ward`} label="Ward">
        {(field, a11y) => (
          <Select
            value={String(field.value ?? '')}
            onValueChange={(next) => {
              field.onChange(next);
              form.setValue('bedId', '');
            }}
            name="wardId"
          >
            <SelectTrigger ref={field.ref} className="w-full" {...a11y}>
              <SelectValue placeholder="Choose a ward" />
            </SelectTrigger>
            <SelectContent>
              {wards.map((option) => (
                <SelectItem key={option.wardId} value={String(option.wardId)} disabled={!choosable(option)}>
                  {option.name}
                  {wardNote(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <ControlledField control={form.control} name="bedId" id={`${id}-bed`} label="Bed">
        {(field, a11y) => (
          <Select value={String(field.value ?? '')} onValueChange={field.onChange} name="bedId" disabled={!ward || ward.beds.length === 0}>
            <SelectTrigger ref={field.ref} className="w-full" {...a11y}>
              <SelectValue placeholder={ward ? 'Choose a free bed' : 'Choose a ward first'} />
            </SelectTrigger>
            <SelectContent>
              {(ward?.beds ?? []).map((option) => (
                <SelectItem key={option.bedId} value={String(option.bedId)}>
                  Bed {option.label}
                  {option.kind === 'standard' ? '' : ` (${BED_KIND_LABELS[option.kind]})`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <TextAreaField id={`${id}-reason`} label="Reason for transfer" error={errors.reason?.message} registration={form.register('reason')} />
      <DialogFormFooter saving={form.formState.isSubmitting} label="Transfer" busyLabel="Transferring..." />
    </form>
  );
}
