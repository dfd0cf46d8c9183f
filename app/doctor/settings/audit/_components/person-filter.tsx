'use client';

import { useState } from 'react';
import { X } from 'lucide-react';
import { IconButton } from '@/components/forms/icon-button';
import { SearchedCombobox } from '@/components/forms/searched-combobox';
import type { ComboboxOption } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { findAuditPeople } from '@/lib/audit/actions';
import type { AuditPerson } from '@/lib/audit/queries/people';

const toOption = (person: AuditPerson): ComboboxOption => ({ value: String(person.id), label: person.name, hint: person.email });

/**
 * The Person filter: the accounts are searched on the server as the administrator types (a few at a time),
 * never listed whole; the chosen one travels in the form as `person`. Empty means everyone.
 */
export function PersonFilter({ initialPerson }: { initialPerson: AuditPerson | null }) {
  const [chosen, setChosen] = useState(initialPerson);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="audit-person">Person</Label>
      <div className="flex items-center gap-1">
        <SearchedCombobox
          id="audit-person"
          listLabel="Person"
          placeholder="Everyone"
          find={findAuditPeople}
          unreachableMessage="Could not search the accounts. Check the connection and try again."
          toOption={toOption}
          value={chosen ? String(chosen.id) : null}
          chosen={chosen}
          onChoose={setChosen}
        />
        {chosen ? (
          <IconButton label="Clear Person" onClick={() => setChosen(null)}>
            <X aria-hidden="true" />
          </IconButton>
        ) : null}
      </div>
      <input type="hidden" name="person" value={chosen?.id ?? ''} />
    </div>
  );
}
