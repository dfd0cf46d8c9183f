'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { InstantDate } from '@/components/instant-date';
import { toast } from '@/components/ui/toast';
import { enterLabResults } from '@/lib/lab/actions/orders';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import type { EnterResultsValues } from '@/lib/lab/schema';
import { enterResultsFormSchema, type EnterResultsFormValues } from './enter-results-schema';
import { ResultField } from './result-field';
import { groupLines, subjectOfOrder, typedValueOf } from './result-rules';

const NOTHING_NEW = 'Nothing new to save: type a result, or Cancel.';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "Enter results": a field per test of the order (a panel's parts under its name), each with its unit, the range for
 * this patient and the flag as typed. Saving sends what was typed or changed; blank fields are left for later and the
 * order stays In progress until every test has its result, when it goes To verify.
 */
export function EnterResultsForm({ order, onDone }: { order: LabOrderDetail; onDone: () => void }) {
  const router = useRouter();
  const number = formatLabOrderNumber(order.number);
  const subject = useMemo(() => subjectOfOrder(order), [order]);
  const initial = useMemo<EnterResultsFormValues>(
    () => ({ orderId: order.id, results: order.lines.map((line) => ({ testId: line.analyte.testId, value: typedValueOf(line) })) }),
    [order],
  );
  const schema = useMemo(() => enterResultsFormSchema(order.lines), [order.lines]);
  const { register, control, handleSubmit, setError, formState } = useForm<EnterResultsFormValues, unknown, EnterResultsValues>({
    resolver: formResolver<EnterResultsFormValues, typeof schema>(schema),
    defaultValues: initial,
    // A slip shows once the field is left, and goes as soon as it is corrected.
    mode: 'onTouched',
  });
  const typed = useWatch({ control, name: 'results' });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit, whenSubmitted } = useFormSubmit(setError);

  async function onSubmit(values: EnterResultsValues) {
    const changed = values.results.filter((result, index) => result.value !== '' && result.value !== initial.results[index]?.value);
    if (changed.length === 0) {
      setFormError(NOTHING_NEW);
      return;
    }
    const left = values.results.filter((result) => result.value === '').length;
    await submit(
      () => enterLabResults({ orderId: order.id, results: changed }),
      ({ complete }) => {
        toast.success(complete ? `Results saved: ${number} is ready to verify` : `Results saved: ${number} stays in progress, ${plural(left, 'result')} left for later`);
        onDone();
      },
      // Released or cancelled meanwhile: the list shows where the order is now.
      () => router.refresh(),
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
      {order.collectedAt ? (
        <p className="text-sm text-muted-foreground">
          Specimen {order.accession}, taken <InstantDate iso={order.collectedAt} withTime />
          {order.collectedBy ? ` by ${order.collectedBy}` : ''}.
        </p>
      ) : null}
      <FormAlert message={formError} />
      {groupLines(order.lines).map(({ panel, key, lines }) => {
        const fields = lines.map(({ line, index }) => (
          <ResultField
            key={line.analyte.testId}
            id={`result-${line.analyte.testId}`}
            analyte={line.analyte}
            subject={subject}
            registration={register(`results.${index}.value`)}
            typed={typed?.[index]?.value ?? ''}
            error={errors.results?.[index]?.value?.message}
          />
        ));
        return panel ? (
          <fieldset key={key} className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-semibold">{panel}</legend>
            {fields}
          </fieldset>
        ) : (
          <div key={key}>{fields}</div>
        );
      })}
      <DialogFormFooter saving={isSubmitting} label="Save results" />
    </form>
  );
}
