import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { LinkButton } from '@/components/ui/link-button';

/** What the prescription screens show for an id that matches no prescription. */
export function PrescriptionNotFound({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="text-lg font-semibold">Prescription not found</p>
        <LinkButton href="/doctor/prescription" icon={ArrowLeft} variant="link">
          Back to prescriptions
        </LinkButton>
      </div>
    </div>
  );
}
