import type { DischargeDisposition } from '@/lib/admissions/rules/disposition';
import { isoDateInZone } from '@/lib/clinic-time';
import { addDaysIso } from '@/lib/format';
import type { BedState } from '@/lib/wards/rules/kinds';
import { WARD_CASES, type WardCase } from './bulk-ward-cases';
import { BULK_WARDS, fits, layBeds, outOfServiceReason, transferReason, type Candidate, type LaidBed } from './bulk-wards-layout';
import type { Random } from './random';
import type { SittingVitals } from './vitals';

// Not `server-only`: the bulk seed (plain Node) uses it.
//
// Who lies in the bulk wards' beds and who lay in them before, worked out before anything is written (mocks/bulk-wards.ts
// writes it): an open admission for each occupied bed, one in ten of them moved once from a free bed of the same ward
// (when it has one), and two past admissions a bed, laid back in time from whatever holds the bed now, so that no two
// stays of a bed meet. Each open admission has a round a day (its note and vitals, the last within the day); each past
// one its summary.

export interface PlannedBed extends LaidBed {
  state: BedState;
  outOfServiceReason: string | null;
  stateChangedAt: Date;
}

export interface PlannedStay {
  bed: number;
  fromAt: Date;
  toAt: Date | null;
  reason: string | null;
}

export interface PlannedRound {
  by: number;
  at: Date;
  note: string;
  vitals: SittingVitals;
}

export interface PlannedAdmission {
  patientId: number;
  doctorId: number;
  kase: WardCase;
  expectedDays: number;
  admittedAt: Date;
  discharge: { at: Date; disposition: DischargeDisposition; followUpDate: string | null } | null;
  stays: PlannedStay[];
  rounds: PlannedRound[];
}

export interface BulkWardPlan {
  beds: PlannedBed[];
  admissions: PlannedAdmission[];
}

interface PlanInput {
  now: Date;
  /** Patients who may be admitted, in the order they are taken. */
  pool: readonly Candidate[];
  /** The doctors who admit; the demo doctor, when there is one, admits every DEMO_EVERY-th patient in. */
  doctorIds: readonly number[];
  demoDoctorId: number | null;
}

/** One in this many patients in is the demo doctor's: ten of 200, the size of a doctor's list of inpatients. */
export const DEMO_EVERY = 20;
/** Past admissions a bed. */
export const PAST_STAYS_A_BED = 2;
const HOUR = 3_600_000;

/** The first round's note, on the day of admission. */
const admissionNote = (kase: WardCase) => `Admitted: ${kase.reason}. Plan as written; family informed.`;

/** A round's vitals: mostly normal, each now and then out of range. */
const roundVitals = (random: Random): SittingVitals => ({
  temperature: random.chance(0.15) ? random.float(37.8, 39.8) : random.float(36.2, 37.2),
  pulse: random.chance(0.15) ? random.int(101, 130) : random.int(62, 98),
  'blood-pressure': random.chance(0.15) ? `${random.int(140, 180)}/${random.int(90, 110)}` : `${random.int(100, 128)}/${random.int(62, 78)}`,
  'respiratory-rate': random.chance(0.1) ? random.int(22, 30) : random.int(12, 20),
  spo2: random.chance(0.1) ? random.int(88, 94) : random.int(95, 99),
});

export function planBulkWards(random: Random, { now, pool, doctorIds, demoDoctorId }: PlanInput): BulkWardPlan {
  const today = isoDateInZone(now);
  const ago = (hours: number) => new Date(now.getTime() - Math.round(hours * HOUR));
  const taken = new Set<number>();
  const take = (ward: number): Candidate | null => {
    const found = pool.find((patient) => !taken.has(patient.id) && fits(BULK_WARDS[ward]!, patient, today));
    if (found) taken.add(found.id);
    return found ?? null;
  };
  let admitted = 0;
  const doctorFor = () => (demoDoctorId !== null && admitted++ % DEMO_EVERY === 0 ? demoDoctorId : random.pick(doctorIds));
  const admissions: PlannedAdmission[] = [];
  /** The earliest time each bed is taken by what is planned so far: past stays go before it. */
  const heldFrom: Date[] = [];

  const laid = layBeds(random);
  // An occupied bed with no patient left who fits the ward stays free (a small database).
  const patients = laid.map((bed) => (bed.role === 'occupied' ? take(bed.ward) : null));
  const beds: PlannedBed[] = laid.map((bed, index) => {
    const role = bed.role === 'occupied' && patients[index] === null ? 'free' : bed.role;
    const since = role === 'cleaning' ? ago(random.float(0.5, 8)) : role === 'out-of-service' ? ago(random.float(24, 24 * 20)) : ago(24 * 400);
    heldFrom.push(role === 'free' ? ago(random.float(2, 96)) : since);
    return { ...bed, role, state: role === 'occupied' || role === 'free' ? 'ready' : role, outOfServiceReason: role === 'out-of-service' ? outOfServiceReason(random) : null, stateChangedAt: since };
  });

  // The patients in now: a round a day, the latest within the day; a tenth moved here from a free bed of the ward.
  const movedFrom = new Set<number>();
  for (const [index, bed] of beds.entries()) {
    const patient = patients[index];
    if (bed.role !== 'occupied' || !patient) continue;
    const ward = BULK_WARDS[bed.ward]!;
    const hoursIn = ward.kind === 'icu' ? random.float(6, 24 * 6) : random.chance(0.75) ? random.float(4, 24 * 7) : random.float(24 * 7, 24 * 20);
    const origin = random.chance(0.1) ? beds.findIndex((other, at) => other.ward === bed.ward && other.role === 'free' && !movedFrom.has(at)) : -1;
    const movedAt = origin >= 0 ? hoursIn * random.float(0.3, 0.7) : hoursIn;
    const stays: PlannedStay[] = [];
    if (origin >= 0) {
      movedFrom.add(origin);
      stays.push({ bed: origin, fromAt: ago(hoursIn), toAt: ago(movedAt), reason: null });
      heldFrom[origin] = ago(hoursIn);
    }
    stays.push({ bed: index, fromAt: ago(movedAt), toAt: null, reason: origin >= 0 ? transferReason(random) : null });
    heldFrom[index] = ago(movedAt);
    const doctorId = doctorFor();
    const kase = random.pick(WARD_CASES[ward.kind]);
    admissions.push({
      patientId: patient.id,
      doctorId,
      kase,
      expectedDays: random.int(2, ward.kind === 'surgical' ? 21 : 10),
      admittedAt: ago(hoursIn),
      discharge: null,
      stays,
      rounds: dailyRounds(random, { hoursIn, kase, doctorId, doctorIds, ago }),
    });
  }

  // Who lay in each bed before: back in time from what holds it now; a bed being cleaned was left at its state's time.
  for (const [index, bed] of beds.entries()) {
    let end = heldFrom[index]!.getTime();
    for (let past = 0; past < PAST_STAYS_A_BED; past += 1) {
      const patient = take(bed.ward);
      if (!patient) break;
      if (!(bed.role === 'cleaning' && past === 0)) end -= random.float(6, 72) * HOUR;
      const start = end - random.float(24, 24 * 8) * HOUR;
      const doctorId = doctorFor();
      const disposition = random.weighted<DischargeDisposition>([['home', 88], ['referred', 7], ['against-medical-advice', 5]]);
      const dischargedAt = new Date(end);
      const kase = random.pick(WARD_CASES[BULK_WARDS[bed.ward]!.kind]);
      admissions.push({
        patientId: patient.id,
        doctorId,
        kase,
        expectedDays: random.int(2, 10),
        admittedAt: new Date(start),
        discharge: {
          at: dischargedAt,
          disposition,
          followUpDate: disposition === 'home' && random.chance(0.6) ? addDaysIso(isoDateInZone(dischargedAt), random.pick([7, 14, 28])) : null,
        },
        stays: [{ bed: index, fromAt: new Date(start), toAt: dischargedAt, reason: null }],
        rounds: [{ by: doctorId, at: new Date(start + HOUR), note: admissionNote(kase), vitals: roundVitals(random) }],
      });
      end = start;
    }
  }
  return { beds, admissions };
}

/**
 * A round for each day of the stay, up to six, from an hour after admission to the last within the day (a stay of
 * hours has one, half way through it at most); the admitting doctor writes the first and the last, a colleague some
 * between.
 */
function dailyRounds(
  random: Random,
  { hoursIn, kase, doctorId, doctorIds, ago }: { hoursIn: number; kase: WardCase; doctorId: number; doctorIds: readonly number[]; ago: (hours: number) => Date },
): PlannedRound[] {
  const count = Math.min(6, Math.ceil(hoursIn / 24));
  const first = Math.max(hoursIn - 1, hoursIn / 2);
  const last = Math.min(random.float(1, 20), hoursIn / 2);
  return Array.from({ length: count }, (_, day) => {
    const hoursAgo = count === 1 ? last : first - ((first - last) * day) / (count - 1);
    const by = day === 0 || day === count - 1 || doctorIds.length === 0 ? doctorId : random.pick(doctorIds);
    return { by, at: ago(hoursAgo), note: day === 0 ? admissionNote(kase) : kase.note, vitals: roundVitals(random) };
  });
}
