import Link from '@/components/ui/link';
import { AUDIT_ACTION_LABELS } from '@/components/audit/audit-labels';
import { NamedDateInput } from '@/components/forms/date-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AUDIT_ACTIONS } from '@/lib/constants';
import type { AuditPerson } from '@/lib/audit/queries/people';
import { AUDIT_PATIENT_PATTERN, auditPatientText, type AuditFilters } from '@/lib/audit/schema';
import { PersonFilter } from './person-filter';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The Audit screen's filters as a plain GET form: Apply writes them into the URL (?person=&patient=&action=
 * &from=&to=), which the page reads, so a filtered view can be reloaded, shared and exported as it is.
 * `person` is the account `filters.person` names (the Person filter shows its name).
 */
export function AuditFilterForm({ filters, person, action }: { filters: AuditFilters; person: AuditPerson | null; action: string }) {
  return (
    <form method="get" action={action} aria-label="Filter the audit trail" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      <PersonFilter initialPerson={person} />
      {/* The patient number every screen writes ("P-000061"); the internal id (digits alone) is read too. */}
      <div className="grid gap-1.5">
        <Label htmlFor="audit-patient">Patient</Label>
        <Input
          id="audit-patient"
          name="patient"
          pattern={AUDIT_PATIENT_PATTERN}
          title="A patient number, such as P-000123"
          autoComplete="off"
          spellCheck={false}
          defaultValue={auditPatientText(filters)}
          placeholder="Any patient: P-000123"
          aria-describedby="audit-patient-hint"
        />
        <span id="audit-patient-hint" className="sr-only">
          A patient number, such as P-000123
        </span>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <select id="audit-action" name="action" defaultValue={filters.action ?? ''} className={SELECT_CLASS}>
          <option value="">Every action</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <NamedDateInput id="audit-from" name="from" defaultValue={filters.from ?? ''} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <NamedDateInput id="audit-to" name="to" defaultValue={filters.to ?? ''} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button variant="ghost" asChild>
          <Link href={action}>Reset</Link>
        </Button>
      </div>
    </form>
  );
}
