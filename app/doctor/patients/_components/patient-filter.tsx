'use client';

import { Filter } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useListUrl } from '@/components/data-table/use-list-url';
import { BLOOD_GROUPS, PATIENT_ACTIVITIES, type BloodGroup, type PatientActivity } from '@/lib/patient-groups';
import { patientListChanges, type PatientListParams } from '@/lib/patient-list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

const ANY = 'any';

/** The visits choice's words: the dashboard's Active Users and Pending Users cards link to these. */
const VISITS_LABELS: Record<PatientActivity, string> = {
  active: 'Active: a visit completed in the last 12 months',
  pending: 'Pending: a visit still to be seen',
};

/**
 * Narrows the list to one state, one blood group and/or patients by their visits. `current` is the URL's
 * filters, as the page read them.
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
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <Filter aria-hidden="true" />
          Filter
          {active ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span> : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Filter patients" className="grid w-72 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-state">State</Label>
          <Select value={state} onValueChange={setState}>
            <SelectTrigger id="filter-state" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any state</SelectItem>
              {states.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-blood-group">Blood group</Label>
          <Select value={bloodGroup} onValueChange={setBloodGroup}>
            <SelectTrigger id="filter-blood-group" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any blood group</SelectItem>
              {BLOOD_GROUPS.map((group) => (
                <SelectItem key={group} value={group}>
                  {group}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-visits">Visits</Label>
          <Select value={visits} onValueChange={setVisits}>
            <SelectTrigger id="filter-visits" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any visits</SelectItem>
              {PATIENT_ACTIVITIES.map((activity) => (
                <SelectItem key={activity} value={activity}>
                  {VISITS_LABELS[activity]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
      </PopoverContent>
    </Popover>
  );
}
