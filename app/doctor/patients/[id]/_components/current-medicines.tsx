import Link from '@/components/ui/link';
import { InstantDate } from '@/components/instant-date';
import type { CurrentMedicine } from '@/lib/prescriptions/queries/current-medicines';
import type { FirstFew } from '@/lib/db/paging';
import { frequencyInWords } from '@/lib/medicines/rules/frequencies';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { doseText } from '@/lib/prescriptions/rules/text';
import { ChartSection } from './chart-section';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/**
 * The chart overview's "Current medicines": what the patient is on, from their active prescriptions (a voided
 * or switched-off one is not), each with its dose, how often and since when; the name opens its prescription.
 * Drawn on the server: no code of its own in the browser.
 */
export function CurrentMedicines({ medicines, patientId }: { medicines: FirstFew<CurrentMedicine>; patientId: number }) {
  const { items, total } = medicines;
  return (
    <ChartSection id="current-medicines" title="Current medicines">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No current medicines: the patient has no active prescription.</p>
      ) : (
        <ul className="divide-y text-sm">
          {items.map((medicine, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0">
              <Link href={`/doctor/prescription/prescriptionn-details?id=${medicine.prescriptionId}`} className={`${LINK_CLASS} [overflow-wrap:anywhere]`}>
                {medicineLabel(medicine)}
              </Link>
              <span>{doseText(medicine.doseAmount, medicine.doseUnit, medicine.dosage) || 'Dose not given'}</span>
              <span>{frequencyInWords(medicine.interval)}</span>
              <span className="text-muted-foreground">
                since <InstantDate iso={medicine.since} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length ? (
        <p className="text-sm text-muted-foreground">
          The latest {items.length} of {total};{' '}
          <Link href={patientChartHref(patientId, 'prescriptions')} className={LINK_CLASS}>
            the chart&apos;s Prescriptions
          </Link>{' '}
          list every prescription.
        </p>
      ) : null}
    </ChartSection>
  );
}
