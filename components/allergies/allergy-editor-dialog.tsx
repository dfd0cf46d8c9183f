'use client';

import { ShieldCheck, Trash2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { describeActionFailure } from '@/components/forms/action-failure';
import { formatInstantDate, instantDay } from '@/components/format-date';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { VoidDialog } from '@/components/forms/void-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { markNoKnownDrugAllergies, recordPatientAllergy, removePatientAllergy, type AllergiesSaved } from '@/lib/patients/actions/allergies';
import type { ActionResult } from '@/lib/server-actions/result';
import type { AllergySummary, PatientAllergy } from '@/lib/patients/queries/allergies';
import { ALLERGY_REACTION_MAX, ALLERGY_SUBSTANCE_MAX, allergySchema, type AllergyValues } from '@/lib/patients/schema/allergies';
import { allergyLabel } from './allergy-badges';

type AllergyFormValues = { substance: string; reaction: string };
const EMPTY: AllergyFormValues = { substance: '', reaction: '' };

export interface AllergyEditorDialogProps {
  patientId: number;
  patientName: string;
  summary: AllergySummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Drug allergies": the dialog where a doctor records the patient's drug allergies (the drug or class as free text,
 * and the reaction), removes one (voided with a reason, as every clinical record), or says the patient has none
 * ("No known drug allergies", offered only while none is listed). Each change shows at once in the dialog; the
 * page behind it is read again by the action. Fetched when first opened (allergy-editor.tsx, the button).
 */
export function AllergyEditorDialog({ patientId, patientName, summary: initial, open, onOpenChange: setOpen }: AllergyEditorDialogProps) {
  // The last answer of an action, until the page's own (read again after it) replaces it.
  const [latest, setLatest] = useState<{ from: AllergySummary; summary: AllergySummary } | null>(null);
  const summary = latest && latest.from === initial ? latest.summary : initial;
  const [removing, setRemoving] = useState<PatientAllergy | null>(null);
  const [noneError, setNoneError] = useState<string | null>(null);
  const [markingNone, startMarkingNone] = useTransition();

  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<AllergyFormValues, unknown, AllergyValues>({
    resolver: formResolver<AllergyFormValues, typeof allergySchema>(allergySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  const show = (result: AllergiesSaved) => setLatest({ from: initial, summary: result.allergies });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      reset(EMPTY);
      setFormError(null);
      setNoneError(null);
    }
  }

  async function onSubmit(values: AllergyValues) {
    await submit(
      () => recordPatientAllergy({ ...values, patientId }),
      (result) => {
        show(result);
        toast.success(`Drug allergy ${values.substance} recorded`);
        reset(EMPTY);
        setFocus('substance');
      },
    );
  }

  function markNone() {
    setNoneError(null);
    startMarkingNone(async () => {
      try {
        const result = await markNoKnownDrugAllergies({ patientId, noKnownDrugAllergies: true });
        if (!result.ok) return setNoneError(result.message);
        show(result.data);
        toast.success('Recorded: no known drug allergies');
      } catch (failure) {
        setNoneError(describeActionFailure(failure));
      }
    });
  }

  async function remove(reason: string): Promise<ActionResult<unknown>> {
    if (!removing) return { ok: true, data: undefined };
    const result = await removePatientAllergy({ id: removing.id, reason });
    if (result.ok) show(result.data);
    return result;
  }

  const { status, allergies } = summary;
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Drug allergies</DialogTitle>
            <DialogDescription>
              {patientName}: record each drug or class the patient reacts to, with the reaction. The prescription form warns when a medicine matches.
            </DialogDescription>
          </DialogHeader>

          <section aria-labelledby="allergy-list-title" className="space-y-2">
            <h3 id="allergy-list-title" className="text-sm font-semibold">
              Recorded
            </h3>
            {status === 'listed' ? (
              <ul className="divide-y rounded-md border" data-testid="allergy-list">
                {allergies.map((allergy) => (
                  <li key={allergy.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium [overflow-wrap:anywhere]">{allergyLabel(allergy)}</p>
                      <p className="text-xs text-muted-foreground">
                        {allergy.recordedByName}, <time dateTime={instantDay(allergy.recordedAt)}>{formatInstantDate(allergy.recordedAt)}</time>
                      </p>
                    </div>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setRemoving(allergy)} aria-label={`Remove ${allergy.substance}`}>
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="allergy-list-empty">
                {status === 'none' ? 'No known drug allergies.' : 'No drug allergy recorded, and "No known drug allergies" not said yet.'}
              </p>
            )}
          </section>

          <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-labelledby="allergy-add-title">
            <h3 id="allergy-add-title" className="text-sm font-semibold">
              Add a drug allergy
            </h3>
            <FormAlert message={formError} />
            <TextField
              id="allergy-substance"
              label="Drug or class"
              placeholder="Penicillin"
              maxLength={ALLERGY_SUBSTANCE_MAX + 20}
              aria-required="true"
              error={errors.substance?.message}
              registration={register('substance')}
            />
            <TextField id="allergy-reaction" label="Reaction" placeholder="Rash" maxLength={ALLERGY_REACTION_MAX + 20} error={errors.reaction?.message} registration={register('reaction')} />
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>

          <section aria-labelledby="allergy-none-title" className="space-y-2 border-t pt-4">
            <h3 id="allergy-none-title" className="sr-only">
              No known drug allergies
            </h3>
            <FormAlert message={noneError} />
            <Button type="button" variant="secondary" onClick={markNone} disabled={markingNone || status !== 'not-recorded'} aria-describedby="allergy-none-hint">
              <ShieldCheck aria-hidden="true" />
              {markingNone ? 'Saving...' : 'No known drug allergies'}
            </Button>
            <p id="allergy-none-hint" className="text-xs text-muted-foreground">
              {status === 'listed'
                ? 'Remove the recorded allergies first to say the patient has none.'
                : status === 'none'
                  ? 'Already recorded. Adding an allergy replaces it.'
                  : 'Asked, and the patient knows of no drug allergy.'}
            </p>
          </section>

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Done
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <VoidDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove drug allergy"
        description="The allergy leaves the patient's record; it is kept, marked as removed with this reason."
        record={removing ? `${allergyLabel(removing)} of ${patientName}` : null}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={remove}
        successMessage="Drug allergy removed"
      />
    </>
  );
}
