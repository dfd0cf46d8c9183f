import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listPrescriptions } from '@/lib/data/prescriptions';
import { getDb } from '@/lib/db/client';
import { PrescriptionList } from './_components/prescription-list';

export const metadata: Metadata = { title: 'Prescriptions' };

export default async function PrescriptionsPage() {
  const { doctor } = await requireDoctor();
  const prescriptions = await listPrescriptions(await getDb());
  return (
    <div className="space-y-6">
      <PageTitle>Prescriptions</PageTitle>
      <PrescriptionList prescriptions={prescriptions} actor={{ id: doctor.id, role: doctor.role }} />
    </div>
  );
}
