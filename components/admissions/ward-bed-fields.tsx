'use client';

import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { ControlledField } from '@/components/forms/controlled-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { WardChoice } from '@/lib/admissions/actions';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';

/** What a form that puts a patient in a bed holds of it: the ward's and the bed's ids, as the dropdowns give them. */
export interface WardBedValues {
  wardId: string;
  bedId: string;
}

/** A ward a patient can be put in now: it takes them and has a free bed. */
export const choosableWard = (ward: WardChoice) => ward.refusal === null && ward.beds.length > 0;

/** Why a ward cannot be chosen, or how many beds it has free, after its name. */
const wardNote = (ward: WardChoice) => (ward.refusal ? ` (${ward.refusal})` : ward.beds.length === 0 ? ' (no free bed)' : ` (${ward.beds.length} free)`);

/**
 * "Ward" and "Bed" of Admit and Transfer: every ward, one that does not take the patient (or has no free bed) listed
 * but not choosable, with why; then the chosen ward's free beds. Choosing another ward empties the bed, and a bed no
 * longer offered (taken by someone else, the beds read again) leaves the field.
 */
export function WardBedFields<T extends FieldValues & WardBedValues, TOut extends FieldValues>({
  form,
  wards,
  id,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  wards: readonly WardChoice[];
  id: string;
}) {
  // The two fields every such form has: react-hook-form cannot see that from the generic type alone.
  const wardPath = 'wardId' as Path<T>;
  const bedPath = 'bedId' as Path<T>;
  const emptyBed = '' as PathValue<T, Path<T>>;
  const wardId = String(useWatch({ control: form.control, name: wardPath }) ?? '');
  const bedId = String(useWatch({ control: form.control, name: bedPath }) ?? '');
  const ward = wards.find((candidate) => String(candidate.wardId) === wardId);

  useEffect(() => {
    if (bedId && !ward?.beds.some((bed) => String(bed.bedId) === bedId)) form.setValue(bedPath, emptyBed);
  }, [bedId, ward, form, bedPath, emptyBed]);

  return (
    <>
      <ControlledField control={form.control} name={wardPath} id={`${id}-ward`} label="Ward">
        {(field, a11y) => (
          <Select
            value={String(field.value ?? '')}
            onValueChange={(next) => {
              field.onChange(next);
              form.setValue(bedPath, emptyBed);
            }}
            name="wardId"
          >
            <SelectTrigger ref={field.ref} className="w-full" {...a11y}>
              <SelectValue placeholder="Choose a ward" />
            </SelectTrigger>
            <SelectContent>
              {wards.map((option) => (
                <SelectItem key={option.wardId} value={String(option.wardId)} disabled={!choosableWard(option)}>
                  {option.name}
                  {wardNote(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <ControlledField control={form.control} name={bedPath} id={`${id}-bed`} label="Bed">
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
    </>
  );
}
