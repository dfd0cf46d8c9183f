import { LoadError } from '@/components/forms/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InpatientList } from '@/components/wards/inpatient-list';
import { patientsShown, recordRead, type Reader } from '@/lib/audit';
import { clinicClock } from '@/lib/clinic-time';
import { readDoctorDay } from '@/lib/dashboard/queries/doctor-day';
import { abnormalReadingsToday, investigationsToReview } from '@/lib/reports/queries/review-items';
import { labOrdersToReview } from '@/lib/lab/queries/to-review';
import { getDb } from '@/lib/db/client';
import { planDay } from '@/lib/dashboard/rules';
import { loadFailure } from '@/lib/load-failure';
import { listDoctorInpatients } from '@/lib/wards/queries/inpatients';
import { ReviewList } from './review-list';
import { TodaysQueue } from './todays-queue';
import { WaitingList } from './waiting-list';

/**
 * The day, and its audit line before it is shown: the queue's appointments, the lab orders to review, the
 * investigations, the abnormal readings and the doctor's inpatients name patients and show clinical values. (Its source is "dashboard",
 * never "chart": the chart's view is what takes an investigation off "To review".)
 */
async function readDay(doctor: Reader & { id: number }, now: Date) {
  const db = await getDb();
  const [day, labOrders, investigations, readings, inpatients] = await Promise.all([
    readDoctorDay(db, doctor.id, { now }),
    labOrdersToReview(db, doctor.id),
    investigationsToReview(db, doctor.id, { now }),
    abnormalReadingsToday(db, doctor.id, { now }),
    listDoctorInpatients(db, doctor.id, { today: clinicClock(now).date }),
  ]);
  await recordRead(db, {
    reader: doctor,
    source: 'dashboard',
    items: [
      ...day.map((row) => ({ entity: 'appointment' as const, entityId: row.id, patientId: row.patientId })),
      ...labOrders.items.map((item) => ({ entity: 'lab-order' as const, entityId: item.orderId, patientId: item.patientId })),
      ...investigations.items.map((item) => ({ entity: 'medical-report' as const, entityId: item.id, patientId: item.patientId })),
      ...patientsShown(readings.items.map((reading) => reading.patientId)),
      ...patientsShown(inpatients.map((inpatient) => inpatient.patientId)),
    ],
  });
  return { rows: planDay(day, { now, clockTime: clinicClock(now).time }), labOrders, investigations, readings, inpatients };
}

/**
 * The signed-in doctor's day below the dashboard's cards: today's queue, who is waiting, what to review, and the
 * patients admitted under them.
 */
export async function DoctorDay({ doctor }: { doctor: Reader & { id: number } }) {
  const now = new Date();
  const result = await readDay(doctor, now).catch((error: unknown) => ({ error: loadFailure(error) }));
  if ('error' in result) return <LoadError error={result.error} title="Could not load your day" />;
  const { rows, labOrders, investigations, readings, inpatients } = result;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <DaySection title="Today's appointments" className="lg:col-span-2 lg:row-span-2">
        <TodaysQueue rows={rows} today={clinicClock(now).date} />
      </DaySection>
      <DaySection title="Waiting">
        <WaitingList rows={rows} />
      </DaySection>
      <DaySection title="To review">
        <ReviewList labOrders={labOrders} investigations={investigations} readings={readings} />
      </DaySection>
      {/* Only a doctor with patients in the wards: the day of one who admits nobody is not given an empty card. */}
      {inpatients.length > 0 && (
        <DaySection title="My inpatients" className="lg:col-span-3">
          <InpatientList inpatients={inpatients} labelledBy="day-my-inpatients" />
        </DaySection>
      )}
    </div>
  );
}

function DaySection({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  const id = `day-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className={className} aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle id={id} className="text-base">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The day's place while it loads: three cards of the same shape. */
export function DoctorDaySkeleton() {
  return (
    <div role="status" aria-label="Loading your day" aria-busy="true" className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="h-64 animate-pulse rounded-xl bg-muted lg:col-span-2 lg:row-span-2" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
