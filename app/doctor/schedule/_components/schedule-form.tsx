'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { DropdownMenuOnDemand } from '@/components/ui/dropdown-menu-on-demand';
import { saveSchedule } from '@/lib/schedule/actions';
import { DEFAULT_SCHEDULE, WEEKDAYS } from '@/lib/constants';
import { DURATION_PLACEHOLDER } from '@/lib/clinic-time/time-of-day';
import { scheduleFormValues, scheduleSchema, slotWarning, type ScheduleInput, type ScheduleValues } from '@/lib/schedule/schema';
import { type Weekday } from '@/lib/clinic-time/time-of-day';
import { ScheduleDayRow } from './schedule-day-row';

/** `Edit Schedule`: the per-patient time and a row per available weekday; saved for the signed-in doctor. */
export function ScheduleForm({ initial }: { initial: ScheduleValues }) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<ScheduleInput, unknown, ScheduleValues>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: scheduleFormValues(initial),
  });
  const { fields, remove, insert } = useFieldArray({ control, name: 'days' });
  const days = useWatch({ control, name: 'days' });
  const perPatientTime = useWatch({ control, name: 'perPatientTime' });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);
  const missing = WEEKDAYS.filter((day) => !days.some((slot) => slot.day === day));

  /** A removed day comes back at its place in the week, with its hours of the default week (DEFAULT_SCHEDULE). */
  function addDay(day: Weekday) {
    const position = days.filter((slot) => WEEKDAYS.indexOf(slot.day) < WEEKDAYS.indexOf(day)).length;
    const defaults = DEFAULT_SCHEDULE.find((slot) => slot.day === day)!;
    insert(position, { ...defaults });
  }

  async function onSubmit(values: ScheduleValues) {
    await submit(
      () => saveSchedule(values),
      ({ schedule, outsideHours }) => {
        reset(scheduleFormValues(schedule));
        toast.success('Schedule saved successfully', {
          description:
            outsideHours > 0
              ? `${outsideHours} booked ${outsideHours === 1 ? 'appointment falls' : 'appointments fall'} outside the new hours: see the list below.`
              : undefined,
        });
      },
    );
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid max-w-3xl gap-6">
      <FormAlert message={formError ?? errors.days?.message ?? errors.days?.root?.message} />
      {/* A duration, not a time of day: written H:MM as every duration of the app ("0:45"); a time input would
          show 00:45:00 as "12:45:00 AM" on a 12-hour clock. */}
      <TextField
        id="perPatientTime"
        label="Per Patient Time"
        inputMode="numeric"
        placeholder={DURATION_PLACEHOLDER}
        title="Hours and minutes: H:MM"
        inputClassName="w-40 tabular-nums"
        error={errors.perPatientTime?.message}
        registration={register('perPatientTime')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Available days</legend>
        <ul className="grid gap-2">
          {fields.map((field, index) => (
            <ScheduleDayRow
              key={field.id}
              index={index}
              day={field.day}
              from={register(`days.${index}.from`)}
              to={register(`days.${index}.to`)}
              errors={{
                day: errors.days?.[index]?.day?.message,
                from: errors.days?.[index]?.from?.message,
                to: errors.days?.[index]?.to?.message,
              }}
              warning={days[index] ? slotWarning(days[index], perPatientTime) : null}
              onRemove={index === 0 ? undefined : () => remove(index)}
            />
          ))}
        </ul>
        {missing.length > 0 ? (
          <DropdownMenuOnDemand
            name="Add day"
            button={{
              variant: 'outline',
              size: 'sm',
              className: 'w-fit',
              children: (
                <>
                  <Plus aria-hidden="true" />
                  Add day
                </>
              ),
            }}
            content={{ align: 'start' }}
          >
            {({ Item }) =>
              missing.map((day) => (
                <Item key={day} onSelect={() => addDay(day)}>
                  {day}
                </Item>
              ))
            }
          </DropdownMenuOnDemand>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </PageForm>
  );
}
