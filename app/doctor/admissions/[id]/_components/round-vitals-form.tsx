'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { VitalsFields } from '@/components/vitals/vitals-fields';
import { recordRoundVitals } from '@/lib/admissions/actions';
import { EMPTY_VITALS, vitalsSchema, type VitalsFormInput } from '@/lib/vitals/schema';
import { z } from '@/lib/zod';

// The chart's vitals fields, under `vitals` as VitalsFields names them; the action reads them flat, with the admission.
const formSchema = z.object({ vitals: vitalsSchema });
type RoundFormValues = { vitals: ReturnType<typeof EMPTY_VITALS> };

/**
 * A round's readings: the vitals fields every vitals form has, "Measured at" now by default. Each value given
 * becomes an observation of the patient, so it reaches the chart's trends and flags as every other reading does.
 */
export function RoundVitalsForm({ admissionId }: { admissionId: number }) {
  const router = useRouter();
  const form = useForm<RoundFormValues, unknown, z.output<typeof formSchema>>({
    resolver: formResolver<RoundFormValues, typeof formSchema>(formSchema),
    defaultValues: { vitals: EMPTY_VITALS() },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);

  async function onSubmit() {
    // The text as typed: the action parses it with the same schema.
    const vitals: VitalsFormInput = form.getValues('vitals');
    await submit(
      () => recordRoundVitals({ admissionId, ...vitals }),
      ({ count }) => {
        toast.success(count === 1 ? 'One reading recorded' : `${count} readings recorded`);
        form.reset({ vitals: EMPTY_VITALS() });
        router.refresh();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="space-y-4 rounded-xl border bg-card p-4" aria-label="Record a round’s vitals">
      <FormAlert message={formError} />
      <VitalsFields control={form.control} register={form.register} errors={form.formState.errors.vitals} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Recording...' : 'Record vitals'}
      </Button>
    </form>
  );
}
