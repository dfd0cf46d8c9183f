import { ArrowLeft, Download } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import type { PrescriptionPrintout } from '@/lib/data/prescription-printout';
import type { PrescriptionRecord } from '@/lib/data/prescriptions';
import { toPrescriptionDocument } from '@/lib/pdf/prescription-document';
import { formatReading, type Measure } from '@/lib/vitals/measures';
import { PrescriptionSheet } from './prescription-sheet';
import { PrintButton } from './print-button';

/** A vital to its measure's precision ("37.0 °C"), as every screen writes it. */
const reading = (measure: Measure, value: number | null) => formatReading(measure, value, '');

/** The physical information the prescription was written with (its own measurements and notes). */
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

/** Where a prescription's PDF downloads from (a route handler: session-checked and audited). */
export const prescriptionPdfHref = (id: number) => `/doctor/prescription/prescriptionn-details/pdf?id=${id}`;

/**
 * The details screen around the printable sheet; the title and buttons stay off paper (print-hidden). A saved
 * prescription also downloads as a PDF made on the server, with the same content.
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
      {note ? <p className="print-hidden text-sm text-muted-foreground">{note}</p> : null}
      <PrescriptionSheet document={toPrescriptionDocument(printout)} physical={physicalOf(prescription)} />
    </div>
  );
}
