import { wardRefusal } from '@/lib/admissions/rules/stay';
import { isoDateInZone } from '@/lib/clinic-time';
import * as schema from '@/lib/db/schema';
import type { Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { addDaysIso } from '@/lib/format';
import { observationRows } from './vitals';
import { SAMPLE_WARDS, WARDS_OPENED_HOURS_AGO, type SampleAdmission, type Who } from './wards-sample';
import { COLLEAGUES_INPATIENTS } from './wards-sample-colleagues';
import { DEMO_INPATIENTS } from './wards-sample-demo';
import { PAST_ADMISSIONS } from './wards-sample-past';

// Not `server-only`: `npm run db:seed` runs this in plain Node.
//
// Writes the demo's wards (mocks/wards-sample*.ts) row by row, as the admission's own steps would have left them: a
// stay for every bed a patient lay in, each ending when the next begins or at discharge; a ward round's vitals as
// observations of the source 'ward-round' named by the admission. No random sequence: nothing else of the sample
// data changes with it.

export interface WardSeedInput {
  now: Date;
  demoDoctorId: number;
  /** The colleagues' ids, in mocks/nigeria.ts's order. */
  colleagueIds: readonly number[];
  /** The sample's patients, in mocks/people.ts's order. */
  people: ReadonlyArray<{ id: number; gender: Gender }>;
}

/** Who lies in the wards now (the demo doctor's first), then who has left. */
export const SAMPLE_ADMISSIONS: readonly SampleAdmission[] = [...DEMO_INPATIENTS, ...COLLEAGUES_INPATIENTS, ...PAST_ADMISSIONS];

const bedKey = (ward: string, label: string) => `${ward}\n${label}`;

/** The demo's wards, beds, admissions with their stays, notes and round vitals, in the caller's transaction. */
export async function seedWards(db: Db, { now, demoDoctorId, colleagueIds, people }: WardSeedInput): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - Math.round(hoursAgo * 3_600_000));
  const doctor = (who: Who) => (who === 'demo' ? demoDoctorId : colleagueIds[who]!);
  const opened = at(WARDS_OPENED_HOURS_AGO);

  const wardRows = await db
    .insert(schema.wards)
    .values(SAMPLE_WARDS.map(({ name, kind, sex }) => ({ name, kind, sex, createdAt: opened })))
    .returning({ id: schema.wards.id });
  const bedSamples = SAMPLE_WARDS.flatMap((ward, index) => ward.beds.map((bed) => ({ ward, wardId: wardRows[index]!.id, bed })));
  const bedRows = await db
    .insert(schema.beds)
    .values(
      bedSamples.map(({ wardId, bed }) => ({
        wardId,
        label: bed.label,
        kind: bed.kind,
        state: bed.outOfService ? ('out-of-service' as const) : bed.cleaningSince !== undefined ? ('cleaning' as const) : ('ready' as const),
        outOfServiceReason: bed.outOfService?.reason ?? null,
        stateChangedAt: bed.outOfService ? at(bed.outOfService.since) : bed.cleaningSince !== undefined ? at(bed.cleaningSince) : opened,
        createdAt: opened,
      })),
    )
    .returning({ id: schema.beds.id });
  const bedIds = new Map(bedSamples.map(({ ward, bed }, index) => [bedKey(ward.name, bed.label), bedRows[index]!.id]));
  const wardOf = new Map(SAMPLE_WARDS.map((ward) => [ward.name, ward]));

  for (const sample of SAMPLE_ADMISSIONS) {
    const patient = people[sample.patient]!;
    // The sample keeps the wards' rules, as the Admit and Transfer steps would have.
    for (const stay of sample.stays) {
      const refusal = wardRefusal(wardOf.get(stay.ward)!, patient.gender);
      if (refusal) throw new Error(`The demo's wards break a rule: ${refusal}`);
    }
    const admissionId = await insertAdmission(db, sample, { patientId: patient.id, doctorId: doctor(sample.by), at });
    const ends = [...sample.stays.slice(1).map((stay) => stay.movedAt!), sample.discharge?.at];
    await db.insert(schema.bedStays).values(
      sample.stays.map((stay, index) => ({
        admissionId,
        bedId: bedIds.get(bedKey(stay.ward, stay.bed))!,
        fromAt: at(stay.movedAt ?? sample.admittedAt),
        toAt: ends[index] === undefined ? null : at(ends[index]!),
        reason: stay.reason ?? null,
        movedById: doctor(sample.by),
      })),
    );
    if (sample.notes.length > 0) {
      await db.insert(schema.progressNotes).values(
        sample.notes.map((note) => ({
          admissionId,
          authorId: doctor(note.by),
          writtenAt: at(note.at),
          text: note.text,
          editedAt: note.editedAt === undefined ? null : at(note.editedAt),
          voidedAt: note.voided ? at(note.voided.at) : null,
          voidedById: note.voided ? doctor(note.by) : null,
          voidReason: note.voided?.reason ?? null,
        })),
      );
    }
    const readings = sample.rounds.flatMap((round) =>
      observationRows({ patientId: patient.id, takenAt: at(round.at), recordedById: doctor(round.by), source: 'ward-round', sourceId: admissionId }, round.vitals),
    );
    if (readings.length > 0) await db.insert(schema.observations).values(readings);
  }
}

/** The admission's row, with its discharge summary when it has ended; answers its id. */
async function insertAdmission(
  db: Db,
  sample: SampleAdmission,
  { patientId, doctorId, at }: { patientId: number; doctorId: number; at: (hoursAgo: number) => Date },
): Promise<number> {
  const discharge = sample.discharge;
  const dischargedAt = discharge ? at(discharge.at) : null;
  const [row] = await db
    .insert(schema.admissions)
    .values({
      patientId,
      appointmentId: null,
      admittingDoctorId: doctorId,
      admittedById: doctorId,
      reason: sample.reason,
      expectedDays: sample.expectedDays,
      admittedAt: at(sample.admittedAt),
      plan: sample.plan,
      dischargedAt,
      dischargedById: discharge ? doctorId : null,
      disposition: discharge?.disposition ?? null,
      diagnoses: discharge?.diagnoses ?? null,
      course: discharge?.course ?? null,
      procedures: discharge?.procedures ?? null,
      followUpDate: dischargedAt && discharge?.followUpInDays !== undefined ? addDaysIso(isoDateInZone(dischargedAt), discharge.followUpInDays) : null,
      createdAt: at(sample.admittedAt),
    })
    .returning({ id: schema.admissions.id });
  return row!.id;
}
