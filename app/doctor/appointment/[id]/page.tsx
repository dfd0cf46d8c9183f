import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getAppointment } from '@/lib/data/appointments';
import { getDb } from '@/lib/db/client';
import { formatLongDate, formatTime } from '@/lib/format';

export const metadata: Metadata = { title: 'Doctor Profile' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPEC.md's /doctor/appointment/{id}: titled "Doctor Profile", with that appointment's details. */
export default async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireDoctor();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const appointment = await getAppointment(await getDb(), id);
  if (!appointment) notFound();

  const details: Array<[string, string]> = [
    ['Sr no.', String(appointment.id)],
    ['Patient', appointment.fullName],
    ['Email', appointment.email],
    ['Mobile', appointment.phone],
    ['Age', String(appointment.age)],
    ['Gender', capitalise(appointment.gender)],
    ['Date', formatLongDate(appointment.date)],
    ['Time', formatTime(appointment.time)],
    ['Type', capitalise(appointment.type)],
  ];
  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild>
        <Link href="/doctor/appointments">
          <ArrowLeft aria-hidden="true" />
          Appointments
        </Link>
      </Button>
      <PageTitle>Doctor Profile</PageTitle>
      <Card className="max-w-2xl">
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>Appointment with {appointment.fullName}</CardTitle>
          <Badge variant={appointment.status === 'cancelled' ? 'destructive' : 'secondary'}>{capitalise(appointment.status)}</Badge>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
