import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { wordsWithAbbreviation } from '@/lib/medicines/rules/frequencies';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import type { PrescriptionDocument } from '@/lib/pdf/prescription-document';
import { VOIDED_PRESCRIPTION_MARK } from '@/lib/prescriptions/rules/state';

const NONE = '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 break-inside-avoid">
      <h2 className="border-b pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-muted-foreground">{term}</dt>
          {/* Long words (an email) wrap rather than push the page sideways. */}
          <dd className="font-medium whitespace-pre-line [overflow-wrap:anywhere]">{value || NONE}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Penicillin (rash), Aspirin", or what no listed allergy means. */
const allergiesText = (allergies: PrescriptionDocument['allergies']) =>
  typeof allergies === 'string' ? allergies : allergies.map(({ substance, reaction }) => (reaction ? `${substance} (${reaction.toLowerCase()})` : substance)).join(', ');

interface PrescriptionSheetProps {
  /** What the prescription prints (the PDF prints the same: toPrescriptionDocument). */
  document: PrescriptionDocument;
  /** Its physical information at the time (measured with it); the PDF leaves these to the chart. */
  physical: Array<[string, string]>;
}

/**
 * The printable prescription: clinic and prescriber, the patient (number, age, sex, latest weight), drug
 * allergies, diagnosis, the physical information, each medicine with dose, route, frequency in words and
 * abbreviation, duration and quantity, then the additional information, the next visit as a date and the
 * signature line: what a pharmacist needs to dispense without a question.
 */
export function PrescriptionSheet({ document: d, physical }: PrescriptionSheetProps) {
  const listed = typeof d.allergies !== 'string';
  return (
    <article aria-label="Prescription" data-testid="prescription-sheet" className="mx-auto max-w-4xl space-y-6 rounded-lg border bg-white p-8 text-black print:max-w-none print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black/80 pb-4">
        <div>
          <p className="text-xl font-bold">{d.clinic.name}</p>
          {d.clinic.address ? <p className="text-sm">{d.clinic.address}</p> : null}
        </div>
        <div className="text-right text-sm">
          <p className="text-base font-semibold">{d.prescriber.name}</p>
          {d.prescriber.specialty ? <p>{d.prescriber.specialty}</p> : null}
          {d.prescriber.licenceNumber ? <p>Licence {d.prescriber.licenceNumber}</p> : null}
          <p>{[d.prescriber.phone, d.prescriber.email].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      {d.voided ? (
        // Printed too: paper from a voided prescription says so above everything, as its PDF does.
        <div className="space-y-1 rounded-md border-2 border-red-700 p-3 text-red-800" data-testid="voided-record">
          <p className="text-lg font-bold">{VOIDED_PRESCRIPTION_MARK}</p>
          <p className="text-sm font-semibold">{d.voided}</p>
        </div>
      ) : null}
      <Facts
        items={[
          ['Patient', d.patient.name],
          ['Patient number', d.patient.number],
          ['Age', d.patient.age],
          ['Sex', d.patient.sex],
          ['Latest weight', d.patient.latestWeight ? `${d.patient.latestWeight.value} (${d.patient.latestWeight.takenOn})` : 'Not weighed'],
          ['Date', d.writtenOn],
          ['Status', d.status],
        ]}
      />
      <Section title="Drug allergies">
        <p className={listed ? 'text-sm font-semibold text-red-800' : 'text-sm'} data-testid="sheet-allergies">
          {allergiesText(d.allergies)}
        </p>
      </Section>
      <Section title="Diagnosis">
        <p className="text-sm">{d.diagnosis || 'Not given'}</p>
      </Section>
      <Section title="Physical information">
        <Facts items={physical} />
      </Section>
      <Section title="Medicines">
        {/* On a phone each medicine is a card (stacked-table): its number and name, then each column's name and value. */}
        <Table aria-label="Medicines" scrollLabel="Medicines, scrolls sideways" className="stacked-table">
          <TableHeader>
            <TableRow>
              {['#', 'Medicine', 'Dose', 'Route', 'Frequency', 'Duration', 'Quantity', 'Time', 'Comment'].map((title) => (
                <TableHead key={title}>{title}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {d.medicines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} className="text-center text-muted-foreground">
                  No medicine prescribed
                </TableCell>
              </TableRow>
            ) : (
              d.medicines.map((medicine, index) => (
                <TableRow key={index}>
                  <TableCell data-card-title="">{index + 1}</TableCell>
                  <TableCell data-card-title="" className="font-medium whitespace-normal">
                    {medicineLabel(medicine)}
                  </TableCell>
                  <TableCell data-label="Dose">{medicine.dose || NONE}</TableCell>
                  <TableCell data-label="Route">{medicine.route || NONE}</TableCell>
                  <TableCell data-label="Frequency">{wordsWithAbbreviation(medicine.frequency)}</TableCell>
                  <TableCell data-label="Duration">{medicine.duration}</TableCell>
                  <TableCell data-label="Quantity">{medicine.quantity || NONE}</TableCell>
                  <TableCell data-label="Time">{medicine.meal}</TableCell>
                  <TableCell data-label="Comment" className="whitespace-normal">
                    {medicine.comment || (medicine.allergyOverride ? '' : NONE)}
                    {medicine.allergyOverride ? <span className="block text-red-800">Prescribed despite an allergy: {medicine.allergyOverride}</span> : null}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Section>
      <Section title="Additional information">
        <Facts
          items={[
            ['Test', d.test],
            ['Advice', d.advice],
            ['Next visit', d.nextVisit ?? 'None set'],
          ]}
        />
      </Section>
      <footer className="flex justify-end pt-10">
        <div className="w-56 border-t border-black/80 pt-1 text-center text-sm">{d.signatureName}</div>
      </footer>
    </article>
  );
}
