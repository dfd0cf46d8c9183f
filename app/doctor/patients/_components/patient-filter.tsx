'use client';

import { Filter } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PopoverOnDemand } from '@/components/ui/popover-on-demand';
import { SelectOnDemand, loadedSelect } from '@/components/ui/select-on-demand';
import { useListUrl } from '@/components/data-table/use-list-url';
import { BLOOD_GROUPS, PATIENT_ACTIVITIES, type BloodGroup, type PatientActivity } from '@/lib/patients/rules/groups';
import { patientListChanges, type PatientListParams } from '@/lib/patients/rules/list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

const ANY = 'any';

/** The panel's selects come with it: pointing at Filter fetches their code too. */
const prepareSelects = () => void loadedSelect.preload().catch(() => undefined);

/** The visits choice's words: the dashboard's Active Users and Pending Users cards link to these. */
const VISITS_LABELS: Record<PatientActivity, string> = {
  active: 'Active: a visit completed in the last 12 months',
  pending: 'Pending: a visit still to be seen',
};

/**
 * Narrows the list to one state, one blood group and/or patients by their visits. `current` is the URL's
 * filters, as the page read them. The panel (Radix Popover) and its selects (Radix Select) fetch their code when
 * Filter is first pointed at, focused or pressed, so that the list does not bring the positioning library.
 */
export function PatientFilter({ states, current }: { states: readonly string[]; current: Pick<PatientListParams, 'state' | 'bloodGroup' | 'visits'> }) {
  const { setParams } = useListUrl();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(current.state || ANY);
  const [bloodGroup, setBloodGroup] = useState<string>(current.bloodGroup ?? ANY);
  const [visits, setVisits] = useState<string>(current.visits ?? ANY);
  const active = (current.state ? 1 : 0) + (current.bloodGroup ? 1 : 0) + (current.visits ? 1 : 0);

  function apply(nextState: string, nextBloodGroup: string, nextVisits: string) {
    const changes = patientListChanges({
      state: nextState === ANY ? '' : nextState,
      bloodGroup: nextBloodGroup === ANY ? undefined : (nextBloodGroup as BloodGroup),
      visits: nextVisits === ANY ? undefined : (nextVisits as PatientActivity),
      page: 1,
      patient: undefined,
    });
    setParams({ ...changes, [REPORTS_PAGE_KEY]: null }, { push: true });
    setOpen(false);
  }

  return (
    <PopoverOnDemand
      name="Filter patients"
      open={open}
      onOpenChange={setOpen}
      onPrepare={prepareSelects}
      button={{
        className: buttonVariants({ variant: 'outline' }),
        children: (
          <>
            <Filter aria-hidden="true" />
            Filter
            {active ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span> : null}
          </>
        ),
      }}
      content={{ align: 'end', 'aria-label': 'Filter patients', className: 'grid w-72 gap-4' }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="filter-state">State</Label>
        <SelectOnDemand
          name="State"
          value={state}
          onValueChange={setState}
          options={[{ value: ANY, label: 'Any state' }, ...states.map((name) => ({ value: name, label: name }))]}
          trigger={{ id: 'filter-state', className: 'w-full' }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-blood-group">Blood group</Label>
        <SelectOnDemand
          name="Blood group"
          value={bloodGroup}
          onValueChange={setBloodGroup}
          options={[{ value: ANY, label: 'Any blood group' }, ...BLOOD_GROUPS.map((group) => ({ value: group, label: group }))]}
          trigger={{ id: 'filter-blood-group', className: 'w-full' }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-visits">Visits</Label>
        <SelectOnDemand
          name="Visits"
          value={visits}
          onValueChange={setVisits}
          options={[{ value: ANY, label: 'Any visits' }, ...PATIENT_ACTIVITIES.map((activity) => ({ value: activity, label: VISITS_LABELS[activity] }))]}
          trigger={{ id: 'filter-visits', className: 'w-full' }}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setState(ANY);
            setBloodGroup(ANY);
            setVisits(ANY);
            apply(ANY, ANY, ANY);
          }}
        >
          Clear
        </Button>
        <Button onClick={() => apply(state, bloodGroup, visits)}>Apply</Button>
      </div>
    </PopoverOnDemand>
  );
}
