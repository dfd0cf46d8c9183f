'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ResultValue, resultText } from '@/components/lab/result-value';
import { toast } from '@/components/ui/toast';
import { amendLabResult } from '@/lib/lab/actions/orders';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { amendResultFormSchema, type AmendResultFormValues } from './amend-result-schema';
import { ResultField } from './result-field';
import { subjectOfOrder } from './result-rules';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

/**
 * "Amend result" on a released order: the test, its corrected value (flagged as typed) and the reason. The earlier
 * value stays, struck through, with who entered it; the ordering doctor reviews the order again.
 */
export function AmendResultForm({ order, onDone }: { order: LabOrderDetail; onDone: () => void }) {
  const router = useRouter();
  const lines = useMemo(() => order.lines.filter((line) => line.result !== null), [order.lines]);
  const subject = useMemo(() => subjectOfOrder(order), [order]);
  const schema = useMemo(() => amendResultFormSchema(lines), [lines]);
  type Output = z.output<typeof schema>;
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<AmendResultFormValues, unknown, Output>({
    resolver: formResolver<AmendResultFormValues, typeof schema>(schema),
    defaultValues: { orderId: order.id, testId: lines.length === 1 ? String(lines[0].analyte.testId) : '', value: '', reason: '' },
    mode: 'onTouched',
  });
  const [testId, value] = useWatch({ control, name: ['testId', 'value'] });
  const chosen = lines.find((line) => String(line.analyte.testId) === testId) ?? null;
  const { errors, isSubmitting } = formState;
  const { formError, submit, whenSubmitted } = useFormSubmit(setError);

  async function onSubmit(values: Output) {
    const name = chosen?.analyte.name ?? 'The result';
    await submit(
      () => amendLabResult(values),
      () => {
        toast.success(`${name} amended: the doctor will review it again`);
        onDone();
      },
      () => router.refresh(),
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
      <FormAlert message={formError} />
      <FormField id="amend-test" label="Test" error={errors.testId?.message}>
        <select
          {...fieldA11y('amend-test', errors.testId?.message)}
          {...register('testId', { onChange: () => setValue('value', '') })}
          className={SELECT_CLASS}
        >
          <option value="">Choose the test</option>
          {lines.map((line) => (
            <option key={line.analyte.testId} value={String(line.analyte.testId)}>
              {`${line.analyte.name}: ${resultText(line.result!, line.analyte.decimals)}`}
            </option>
          ))}
        </select>
      </FormField>
      {chosen ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Current result:</span>
            <ResultValue result={chosen.result!} decimals={chosen.analyte.decimals} showNormal />
          </p>
          <ResultField
            id="amend-value"
            label="Corrected result"
            analyte={chosen.analyte}
            subject={subject}
            registration={register('value')}
            typed={value ?? ''}
            error={errors.value?.message}
            blankLabel="Choose the corrected result"
          />
        </>
      ) : null}
      <TextAreaField id="amend-reason" label="Reason" error={errors.reason?.message} registration={register('reason')} />
      <DialogFormFooter saving={isSubmitting} label="Amend result" busyLabel="Saving..." />
    </form>
  );
}
