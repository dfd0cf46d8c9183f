'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { saveAdmissionPlan } from '@/lib/admissions/actions';
import { planSchema } from '@/lib/admissions/schema/admission';
import type { z } from '@/lib/zod';

interface PlanFormValues {
  admissionId: number;
  plan: string;
}

/** The plan of care, rewritten on a round: "Save plan" keeps the new text (the audit trail keeps that it changed). */
export function PlanForm({ admissionId, plan }: { admissionId: number; plan: string }) {
  const id = useId();
  const router = useRouter();
  const form = useForm<PlanFormValues, unknown, z.output<typeof planSchema>>({
    resolver: formResolver<PlanFormValues, typeof planSchema>(planSchema),
    defaultValues: { admissionId, plan },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);

  async function onSubmit(values: z.output<typeof planSchema>) {
    await submit(
      () => saveAdmissionPlan(values),
      () => {
        toast.success('Plan saved');
        // The saved text is the form's new starting point.
        form.reset(values);
        router.refresh();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-3">
      <FormAlert message={formError} />
      <TextAreaField id={`${id}-plan`} label="Plan" error={form.formState.errors.plan?.message} registration={form.register('plan')} />
      <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Save plan'}
      </Button>
    </form>
  );
}
