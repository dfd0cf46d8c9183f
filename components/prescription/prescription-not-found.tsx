import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

/** SPEC.md section 8: an id that matches no prescription. */
export function PrescriptionNotFound({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="text-lg font-semibold">Prescription not found</p>
        <Button variant="link" asChild>
          <Link href="/doctor/prescription">
            <ArrowLeft aria-hidden="true" />
            Back to prescriptions
          </Link>
        </Button>
      </div>
    </div>
  );
}
