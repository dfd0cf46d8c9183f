import { formatPatientNumber } from '@/lib/patient-number';
import type { ReactNode } from 'react';
import { formatInstantDate } from '@/components/format-date';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { PrescriptionRecord } from '@/lib/data/prescriptions';
import { capitalise } from '@/lib/format';
import { durationLabel, nextVisitLabel, prescriptionStatusLabel } from './prescription-labels';

const NONE = '—';
const withUnit = (value: number | null, unit: string) => (value === null ? NONE : `${value} ${unit}`);

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

/** The printable prescription: clinic and doctor, patient and date, physical information, medicines, test, advice, next visit. */
export function PrescriptionSheet({ prescription: p }: { prescription: PrescriptionRecord }) {
  return (
    <article aria-label="Prescription" data-testid="prescription-sheet" className="mx-auto max-w-4xl space-y-6 rounded-lg border bg-white p-8 text-black print:max-w-none print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black/80 pb-4">
        <div>
          <p className="text-xl font-bold">{p.hospitalName || 'HMS'}</p>
          {p.hospitalAddress ? <p className="text-sm">{p.hospitalAddress}</p> : null}
        </div>
        <div className="text-right text-sm">
          <p className="text-base font-semibold">{p.doctorName}</p>
          {p.doctorSpecialty ? <p>{p.doctorSpecialty}</p> : null}
          {p.doctorLicenseNumber ? <p>Licence {p.doctorLicenseNumber}</p> : null}
          <p>{[p.doctorPhone, p.doctorEmail].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      <Facts
        items={[
          ['Patient', p.patientName],
          ['Patient number', formatPatientNumber(p.patientNumber)],
          ['Email', p.patientEmail ?? 'Not given'],
          ['Date', formatInstantDate(p.addedAt)],
          ['Status', prescriptionStatusLabel(p.status)],
        ]}
      />
      <Section title="Physical information">
        <Facts
          items={[
            ['Blood pressure', p.bloodPressure ? `${p.bloodPressure} mmHg` : ''],
            ['Pulse rate', withUnit(p.pulseRate, 'bpm')],
            ['Temperature', withUnit(p.temperature, '°C')],
            ['Height', withUnit(p.height, 'cm')],
            ['Weight', withUnit(p.weight, 'kg')],
            ['Food allergies', p.foodAllergies],
            ['Diabetic', p.diabetic],
            ['Current medication', p.currentMedication],
          ]}
        />
        <Facts items={[['Problem description', p.problemDescription]]} />
      </Section>
      <Section title="Medicines">
        <Table aria-label="Medicines" scrollLabel="Medicines, scrolls sideways">
          <TableHeader>
            <TableRow>
              {['#', 'Medicine', 'Dosage', 'Duration', 'Time', 'Interval', 'Comment'].map((title) => (
                <TableHead key={title}>{title}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {p.medicines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="text-center text-muted-foreground">
                  No medicine prescribed
                </TableCell>
              </TableRow>
            ) : (
              p.medicines.map((medicine, index) => (
                <TableRow key={medicine.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell className="font-medium">{capitalise(medicine.name)}</TableCell>
                  <TableCell>{medicine.dosage || NONE}</TableCell>
                  <TableCell>{durationLabel(medicine.durationDays)}</TableCell>
                  <TableCell>{capitalise(medicine.time)}</TableCell>
                  <TableCell>{capitalise(medicine.interval)}</TableCell>
                  <TableCell className="whitespace-normal">{medicine.comment || NONE}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Section>
      <Section title="Additional information">
        <Facts
          items={[
            ['Test', p.test],
            ['Advice', p.advice],
            ['Next visit', nextVisitLabel(p.nextVisitNumber, p.nextVisitUnit)],
          ]}
        />
      </Section>
      <footer className="flex justify-end pt-10">
        <div className="w-56 border-t border-black/80 pt-1 text-center text-sm">{p.doctorName}</div>
      </footer>
    </article>
  );
}
