import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { WardFiguresList } from '@/components/wards/ward-figures';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { todayIso } from '@/lib/clinic-time';
import { getDb } from '@/lib/db/client';
import { patientsOnBoard, readBedBoard, type BoardWard } from '@/lib/wards/queries/board';
import { readWardCensus } from '@/lib/wards/queries/census';
import { listDoctorInpatients } from '@/lib/wards/queries/inpatients';
import { getCachedWardFigures } from '@/lib/wards/queries/occupancy';
import { bedsInService, showsEveryBed } from '@/lib/wards/rules/board';
import { boardFilterSchema } from '@/lib/wards/schema';
import { BedStatusIcons } from './_components/bed-status-badge';
import { MyInpatients } from './_components/my-inpatients';
import { NoWards, WardGone } from './_components/no-wards';
import { WardFilter } from './_components/ward-filter';
import { WardOverview } from './_components/ward-overview';
import { WardSection } from './_components/ward-section';

export const metadata: Metadata = { title: 'Wards' };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /doctor/wards, the bed board: the day's figures, the signed-in doctor's inpatients first, then the wards. With
 * ?ward= that ward's beds; without, every ward's beds in a small clinic, and above BOARD_ALL_BEDS_LIMIT beds in service
 * the wards' census, each a link to its beds. Read in a fixed number of statements however many beds; the patients it
 * shows are a read of their records, recorded before the page is sent. Lab staff have no such screen (requireDoctor);
 * a failed read is the error boundary's, with Try again.
 */
export default async function WardsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { doctor } = await requireDoctor();
  const { ward: wardId } = boardFilterSchema.parse({ ward: first((await searchParams).ward) });
  const today = todayIso();
  const db = await getDb();
  const [census, inpatients, figures, chosenWard] = await Promise.all([
    readWardCensus(db),
    listDoctorInpatients(db, doctor.id, { today }),
    getCachedWardFigures(today),
    wardId === undefined ? null : readBedBoard(db, { wardId, today }),
  ]);
  // The beds' grids: the ward chosen, or every ward when they are few; null for the overview of the wards.
  const board: BoardWard[] | null = chosenWard ?? (showsEveryBed(census) ? await readBedBoard(db, { today }) : null);
  await recordRead(db, {
    reader: doctor,
    source: 'bed board',
    items: patientsShown([...inpatients.map((inpatient) => inpatient.patientId), ...patientsOnBoard(board ?? [])]),
  });
  const administrator = isAdministrator(doctor);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Wards</PageTitle>
        <p className="text-sm text-muted-foreground">Every bed of the clinic&apos;s wards: who lies in it, which are free, being cleaned or out of service.</p>
      </div>
      {census.length === 0 ? (
        <NoWards administrator={administrator} />
      ) : (
        <>
          <WardFiguresList figures={figures} />
          <MyInpatients inpatients={inpatients} />
          {board === null && <WardOverview wards={census} bedsInService={bedsInService(census)} />}
          {board !== null && <WardFilter wards={census} current={wardId} />}
          {board?.length === 0 && <WardGone />}
          {board !== null && board.length > 0 && <BedStatusIcons />}
          {board?.map((ward) => <WardSection key={ward.wardId} ward={ward} administrator={administrator} />)}
        </>
      )}
    </div>
  );
}
