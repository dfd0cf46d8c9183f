'use client';

import { TriangleAlert, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import type { PrescribingAllergy } from '@/lib/prescriptions/queries/prescribing-context';
import { allergyMatches } from '@/lib/medicines/rules/allergy-match';
import { dispenseQuantity } from '@/lib/medicines/rules/quantity';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import { durationInDays } from '@/lib/prescriptions/rules/prescribing';
import { DurationField } from './duration-field';
import { MedicinePicker, NOT_IN_LIST, type ChosenMedicine } from './medicine-picker';
import type { PrescriptionFormValues } from './prescription-form-values';
import { DOSE_UNIT_CHOICES, INTERVAL_CHOICES, ROUTE_CHOICES, TIME_CHOICES } from './prescription-labels';

interface MedicineRowProps {
  index: number;
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  setValue: UseFormSetValue<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues['medicines'][number]> | undefined;
  allergies: PrescribingAllergy[];
  /** The number of an earlier row prescribing the same medicine, if any. */
  sameAs: number | null;
  onRemove: () => void;
}

/** "Penicillin (rash)". */
const allergyText = (allergy: PrescribingAllergy) => (allergy.reaction ? `${allergy.substance} (${allergy.reaction.toLowerCase()})` : allergy.substance);

/**
 * One medicine of the prescription: which (the formulary, or free text), the dose and its unit, the route, how
 * often, for how long, before or after meal, and the quantity to dispense, computed from those until the doctor
 * types one. A medicine matching a recorded drug allergy warns and asks why it is prescribed; the same medicine
 * twice warns too.
 */
export function MedicineRow({ index, control, register, setValue, errors, allergies, sameAs, onRemove }: MedicineRowProps) {
  const n = index + 1;
  const id = (field: string) => `medicine-${index}-${field}`;
  const row = useWatch({ control, name: `medicines.${index}` });
  const set = (field: Parameters<typeof setValue>[0], value: unknown) => setValue(field, value as never, { shouldDirty: true });

  const count = Number(row.durationCount);
  const computed = dispenseQuantity({
    doseAmount: row.doseAmount === '' ? null : Number(row.doseAmount),
    doseUnit: row.doseUnit || null,
    strength: row.strength,
    form: row.form,
    frequency: row.interval,
    durationDays: row.durationCount !== '' && Number.isInteger(count) && count > 0 ? durationInDays(count, row.durationUnit === 'weeks' ? 'weeks' : 'days') : null,
  });
  useEffect(() => {
    if (row.quantityTyped) return;
    setValue(`medicines.${index}.quantity`, computed ? String(computed.quantity) : '');
    setValue(`medicines.${index}.quantityUnit`, computed ? computed.unit : '');
  }, [computed?.quantity, computed?.unit, row.quantityTyped, index, setValue]); // eslint-disable-line react-hooks/exhaustive-deps

  const matches = row.name ? allergyMatches({ name: row.name, drugClass: row.drugClass }, allergies) : [];

  function choose(medicine: ChosenMedicine) {
    set(`medicines.${index}.medicineId`, medicine.id);
    set(`medicines.${index}.name`, medicine.name);
    set(`medicines.${index}.strength`, medicine.strength);
    set(`medicines.${index}.form`, medicine.form);
    set(`medicines.${index}.drugClass`, medicine.drugClass);
    if (medicine.route) set(`medicines.${index}.route`, medicine.route);
    // A reason given for another medicine is not this one's.
    set(`medicines.${index}.allergyOverride`, '');
  }

  const initial: ChosenMedicine | null = row.name
    ? { id: row.medicineId, name: row.name, strength: row.strength, form: row.form, route: row.route, drugClass: row.drugClass }
    : null;
  const nameError = errors?.name?.message ?? errors?.medicineId?.message;

  return (
    <li aria-label={`Medicine ${n}`} className="space-y-3 rounded-md border p-3">
      <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-[2fr_repeat(5,1fr)_auto]">
        <FormField id={id('name')} label={`Medicine ${n}`} error={nameError}>
          <MedicinePicker {...fieldA11y(id('name'), nameError)} initial={initial} onChoose={choose} placeholder="Search medicines" listLabel={`Medicine ${n}`} />
        </FormField>
        <TextField id={id('dose')} label="Dosage" numeric="decimal" placeholder="e.g. 50" error={errors?.doseAmount?.message} registration={register(`medicines.${index}.doseAmount`)} />
        <SelectField control={control} name={`medicines.${index}.doseUnit`} id={id('unit')} label="Unit" options={DOSE_UNIT_CHOICES} />
        <SelectField control={control} name={`medicines.${index}.route`} id={id('route')} label="Route" options={ROUTE_CHOICES} />
        <SelectField control={control} name={`medicines.${index}.interval`} id={id('interval')} label="Interval" options={INTERVAL_CHOICES} />
        <SelectField control={control} name={`medicines.${index}.time`} id={id('time')} label="Time" options={TIME_CHOICES} />
        <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove medicine ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {row.medicineId === null && row.name ? <p className="text-sm text-muted-foreground">{NOT_IN_LIST}.</p> : null}
      {row.dosage ? <p className="text-sm text-muted-foreground">Dose as written before: {row.dosage}. Give an amount and a unit to replace it.</p> : null}
      <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-4">
        <DurationField index={index} control={control} register={register} setValue={setValue} errors={errors} />
        <div className="grid grid-cols-[1fr_auto] items-end gap-2">
          <TextField
            id={id('quantity')}
            label="Quantity to dispense"
            numeric="numeric"
            error={errors?.quantity?.message}
            registration={register(`medicines.${index}.quantity`, { onChange: () => setValue(`medicines.${index}.quantityTyped`, true) })}
          />
          <span className="pb-2 text-sm text-muted-foreground">{row.quantityUnit}</span>
        </div>
        <TextField id={id('comment')} label="Comment" error={errors?.comment?.message} registration={register(`medicines.${index}.comment`)} />
      </div>
      {sameAs !== null ? (
        <p className="flex items-center gap-2 text-sm text-amber-800" role="status">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {row.name} is already in this prescription (medicine {sameAs}).
        </p>
      ) : null}
      {matches.length > 0 ? (
        <div className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3" role="alert">
          <p className="flex items-center gap-2 text-sm font-medium text-red-800">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Allergy warning: {row.name} matches the drug allergy to {matches.map((match) => allergyText(match.allergy)).join(', ')} recorded for this patient.
          </p>
          <TextAreaField id={id('override')} label="Reason to prescribe despite the allergy" error={errors?.allergyOverride?.message} registration={register(`medicines.${index}.allergyOverride`)} />
        </div>
      ) : null}
    </li>
  );
}
