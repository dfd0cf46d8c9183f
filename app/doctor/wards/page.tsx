import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import Link from '@/components/ui/link';
import { WardFiguresList } from '@/components/wards/ward-figures';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { todayIso } from '@/lib/clinic-time';
import { getDb } from '@/lib/db/client';
import { listWardNames, patientsOnBoard, readBedBoard } from '@/lib/wards/queries/board';
import { listDoctorInpatients } from '@/lib/wards/queries/inpatients';
import { getCachedWardFigures } from '@/lib/wards/queries/occupancy';
import { boardFilterSchema } from '@/lib/wards/schema';
import { MyInpatients } from './_components/my-inpatients';
import { NoWards } from './_components/no-wards';
import { wardBoardHref, WardFilter } from './_components/ward-filter';
import { WardSection } from './_components/ward-section';

export const metadata: Metadata = { title: 'Wards' };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /doctor/wards, the bed board: the day's figures, the signed-in doctor's inpatients first, then each ward (one with
 * ?ward=) with its census and its beds. Read in a fixed number of statements however many beds; the patients it
 * shows are a read of their records, recorded before the page is sent. Lab staff have no such screen (requireDoctor);
 * a failed read is the error boundary's, with Try again.
 */
export default async function WardsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { doctor } = await requireDoctor();
  const { ward: wardId } = boardFilterSchema.parse({ ward: first((await searchParams).ward) });
  const today = todayIso();
  const db = await getDb();
  const [names, board, inpatients, figures] = await Promise.all([
    listWardNames(db),
    readBedBoard(db, { wardId, today }),
    listDoctorInpatients(db, doctor.id, { today }),
    getCachedWardFigures(today),
  ]);
  await recordRead(db, {
    reader: doctor,
    source: 'bed board',
    items: patientsShown([...inpatients.map((inpatient) => inpatient.patientId), ...patientsOnBoard(board)]),
  });
  const administrator = isAdministrator(doctor);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Wards</PageTitle>
        <p className="text-sm text-muted-foreground">Every bed of the clinic&apos;s wards: who lies in it, which are free, being cleaned or out of service.</p>
      </div>
      {names.length === 0 ? (
        <NoWards administrator={administrator} />
      ) : (
        <>
          <WardFiguresList figures={figures} />
          <MyInpatients inpatients={inpatients} />
          <WardFilter wards={names} current={wardId} />
          {board.length === 0 ? (
            <p className="text-sm">
              This ward no longer exists.{' '}
              <Link href={wardBoardHref()} className="font-medium text-primary underline-offset-4 hover:underline">
                Show all wards
              </Link>
            </p>
          ) : (
            board.map((ward) => <WardSection key={ward.wardId} ward={ward} administrator={administrator} />)
          )}
        </>
      )}
    </div>
  );
}
