import { ArrowLeft, Download } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { LinkButton } from '@/components/ui/link-button';
import type { PrescriptionPrintout } from '@/lib/prescriptions/queries/printout';
import type { PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import { formatDate } from '@/lib/format';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { toPrescriptionDocument } from '@/lib/pdf/prescription-document';
import { formatReading, type Measure } from '@/lib/vitals/rules/measures';
import { PrescriptionSheet } from './prescription-sheet';
import { PrintButton } from './print-button';

/** A vital to its measure's precision ("37.0 °C"), as every screen writes it. */
const reading = (measure: Measure, value: number | null) => formatReading(measure, value, '');

/** The physical information the prescription was written with: its measurements (at a visit, the visit's for any it did not take) and notes. */
function physicalOf(p: PrescriptionRecord): Array<[string, string]> {
  return [
    ['Blood pressure', p.bloodPressure ? `${p.bloodPressure} mmHg` : ''],
    ['Pulse rate', reading('pulse', p.pulseRate)],
    ['Temperature', reading('temperature', p.temperature)],
    ['Height', reading('height', p.height)],
    ['Weight', reading('weight', p.weight)],
    ['Food allergies', p.foodAllergies],
    ['Diabetic', p.diabetic],
    ['Current medication', p.currentMedication],
    ['Problem description', p.problemDescription],
  ];
}

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/** Where a saved prescription leads: the patient's chart and, when it was written at one, that visit. */
function RecordLinks({ prescription: p }: { prescription: PrescriptionRecord }) {
  return (
    <p className="print-hidden flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="prescription-links">
      <span>
        Patient:{' '}
        <Link href={patientChartHref(p.patientId)} className={LINK_CLASS}>
          {p.patientName} ({formatPatientNumber(p.patientNumber)})
        </Link>
      </span>
      {p.appointmentId !== null && p.appointmentDate ? (
        <span>
          Written at{' '}
          <Link href={`/doctor/appointment/${p.appointmentId}`} className={LINK_CLASS}>
            the visit of {formatDate(p.appointmentDate)}
          </Link>
        </span>
      ) : null}
    </p>
  );
}

/** Where a prescription's PDF downloads from (a route handler: session-checked and audited). */
export const prescriptionPdfHref = (id: number) => `/doctor/prescription/prescriptionn-details/pdf?id=${id}`;

/**
 * The details screen around the printable sheet; the title, buttons and links stay off paper (print-hidden). A
 * saved prescription links to its patient's chart and the visit it was written at, and downloads as a PDF made
 * on the server, with the same content.
 */
export function PrescriptionDetails({ printout, note }: { printout: PrescriptionPrintout; note?: string }) {
  const { prescription } = printout;
  const saved = prescription.id > 0;
  return (
    <div className="space-y-6">
      <div className="print-hidden flex flex-wrap items-center justify-between gap-2">
        <PageTitle>Prescription Details</PageTitle>
        <div className="flex flex-wrap gap-2">
          <LinkButton href="/doctor/prescription" icon={ArrowLeft} variant="outline">
            Back
          </LinkButton>
          {saved ? (
            // A download, not a page: the browser saves the file (Content-Disposition: attachment).
            <Button asChild variant="outline">
              <a href={prescriptionPdfHref(prescription.id)} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
          ) : null}
          <PrintButton />
        </div>
      </div>
      {saved ? <RecordLinks prescription={prescription} /> : null}
      {note ? <p className="print-hidden text-sm text-muted-foreground">{note}</p> : null}
      <PrescriptionSheet document={toPrescriptionDocument(printout)} physical={physicalOf(prescription)} />
    </div>
  );
}
