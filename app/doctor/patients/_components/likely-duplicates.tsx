'use client';

import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import type { DuplicateReason, LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { formatDate } from '@/lib/format';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

const REASON_WORDS: Record<DuplicateReason, string> = {
  'name-and-birth': 'same name and date of birth',
  phone: 'same phone',
  email: 'same email',
};

/**
 * The registered patients who may be the person being registered (or whom a correction makes this patient look
 * like), each with their number and a link to their chart, and the way on when none of them is: "Register as a
 * different person", or, correcting, "Save as a different person".
 */
export function LikelyDuplicates({ duplicates, saving, correcting = false, onConfirm }: { duplicates: LikelyDuplicate[]; saving: boolean; correcting?: boolean; onConfirm: () => void }) {
  return (
    <section aria-labelledby="likely-duplicates-heading" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="likely-duplicates-heading" className="font-semibold">
        Possibly registered already
      </h2>
      <p className="text-sm">
        {correcting
          ? 'These registered patients share the details you changed. If one of them is this person, open their record instead.'
          : 'Check these patients before registering a new one. If one of them is this person, open their record instead.'}
      </p>
      <ul className="space-y-2">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-white p-3 text-sm">
            <span>
              <span className="font-medium">{duplicate.patientNumber}</span> {duplicate.fullName}, born{' '}
              {duplicate.dateOfBirthEstimated ? 'about ' : ''}
              {formatDate(duplicate.dateOfBirth)} · {duplicate.phone}
              {duplicate.email ? ` · ${duplicate.email}` : ''}
              <span className="block text-xs text-amber-900">{duplicate.reasons.map((reason) => REASON_WORDS[reason]).join(', ')}</span>
            </span>
            <Button variant="outline" size="sm" asChild>
              <Link href={patientChartHref(duplicate.id)}>Open {duplicate.patientNumber}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" onClick={onConfirm} disabled={saving}>
        {saving ? 'Saving...' : correcting ? 'Save as a different person' : 'Register as a different person'}
      </Button>
    </section>
  );
}
