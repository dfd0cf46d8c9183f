import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { admissions, beds, bedStays, patients, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BedKind, BedState, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import { bedStatus, censusOf, type BedStatus, type Census } from '@/lib/wards/rules/occupancy';
import { occupantsOf, type Occupant, type OccupantRow } from './occupants';

/** One bed of the board (plain data: it goes to the browser). */
export interface BoardBed {
  bedId: number;
  label: string;
  kind: BedKind;
  state: BedState;
  status: BedStatus;
  /** Why it is out of service; null while it is in service. */
  outOfServiceReason: string | null;
  /** ISO instant its state last changed: being cleaned since, out of service since. */
  stateChangedAt: string;
  occupant: Occupant | null;
}

export interface BoardWard {
  wardId: number;
  name: string;
  kind: WardKind;
  sex: WardSex;
  census: Census;
  beds: BoardBed[];
}

/** Beds in natural order of their labels ("Bed 2" before "Bed 10"), as listWardsWithFreeBeds orders them. */
export const bedOrder = [asc(sql`length(${beds.label})`), asc(sql`lower(${beds.label})`), asc(beds.id)];

/**
 * The bed board: the wards (one, with `wardId`) in the order of their names, each with its beds that are not retired,
 * the patient in each and the ward's census. Three statements whatever the number of beds: the wards; the beds with
 * their open stay, its admission and its patient in one join; the latest vitals of every occupant in one read.
 */
export async function readBedBoard(db: Db, { wardId, today = todayIso() }: { wardId?: number; today?: string } = {}): Promise<BoardWard[]> {
  const wardRows = await db
    .select({ wardId: wards.id, name: wards.name, kind: wards.kind, sex: wards.sex })
    .from(wards)
    .where(wardId === undefined ? undefined : eq(wards.id, wardId))
    .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id));
  if (wardRows.length === 0) return [];
  const bedRows = await db
    .select({
      wardId: beds.wardId,
      bedId: beds.id,
      label: beds.label,
      kind: beds.kind,
      state: beds.state,
      outOfServiceReason: beds.outOfServiceReason,
      stateChangedAt: beds.stateChangedAt,
      admissionId: admissions.id,
      admittedAt: admissions.admittedAt,
      admittingDoctorId: admissions.admittingDoctorId,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      gender: patients.gender,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(beds)
    .leftJoin(bedStays, and(eq(bedStays.bedId, beds.id), isNull(bedStays.toAt)))
    .leftJoin(admissions, eq(admissions.id, bedStays.admissionId))
    .leftJoin(patients, eq(patients.id, admissions.patientId))
    .where(and(isNull(beds.retiredAt), wardId === undefined ? undefined : eq(beds.wardId, wardId)))
    .orderBy(asc(beds.wardId), ...bedOrder);
  const occupants = await occupantsOf(db, bedRows.filter(isOccupied), today);
  const bedsOf = new Map<number, BoardBed[]>(wardRows.map((ward) => [ward.wardId, []]));
  for (const row of bedRows) {
    const occupant = isOccupied(row) ? (occupants.get(row.admissionId) ?? null) : null;
    bedsOf.get(row.wardId)?.push({
      bedId: row.bedId,
      label: row.label,
      kind: row.kind,
      state: row.state,
      status: bedStatus({ state: row.state, occupied: occupant !== null }),
      outOfServiceReason: row.outOfServiceReason,
      stateChangedAt: row.stateChangedAt.toISOString(),
      occupant,
    });
  }
  return wardRows.map((ward) => {
    const wardBeds = bedsOf.get(ward.wardId) ?? [];
    return { ...ward, census: censusOf(wardBeds.map((bed) => bed.status)), beds: wardBeds };
  });
}

type NullableOccupant = { [K in keyof OccupantRow]: OccupantRow[K] | null };

/** A bed row whose left joins found a patient. */
const isOccupied = <T extends NullableOccupant>(row: T): row is T & OccupantRow =>
  row.admissionId !== null && row.patientId !== null && row.admittedAt !== null;

/** The patients a board shows, for the audit trail's line of the read. */
export const patientsOnBoard = (board: readonly BoardWard[]): number[] =>
  board.flatMap((ward) => ward.beds.flatMap((bed) => (bed.occupant ? [bed.occupant.patientId] : [])));
