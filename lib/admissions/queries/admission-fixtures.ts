import { admissions, beds, bedStays, doctors, observations, patients, prescriptionMedicines, prescriptions, progressNotes, wards, labTests } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { placeOrder } from '@/lib/lab/writes/place-order';

// For the admission queries' tests: two patients, two wards, one discharged and one open admission of the same
// patient with a transfer, and the records of the patient around them (before, during and after each stay), so
// that each query shows it keeps to its own admission and its own stay.

/** The open admission's start, and instants counted from it. */
export const ADMITTED = new Date('2026-11-26T08:00:00Z');
export const hoursAfter = (hours: number) => new Date(ADMITTED.getTime() + hours * 3_600_000);

const medicine = (prescriptionId: number, name: string, position: number) => ({
  prescriptionId,
  name,
  strength: '500 mg',
  form: 'tablet',
  doseAmount: 500,
  doseUnit: 'mg',
  route: 'oral',
  durationDays: 7,
  time: 'after meal',
  interval: 'tds',
  position,
});

export async function admissionFixture(db: Db) {
  const [ada, bayo] = await db
    .insert(doctors)
    .values([
      { email: 'ada@ward.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'bayo@ward.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
  const [chioma, emeka] = await db
    .insert(patients)
    .values([
      { firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' },
      { firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000002', gender: 'male', dateOfBirth: '1985-01-20' },
    ])
    .returning({ id: patients.id, patientNumber: patients.patientNumber });
  const [wardA, wardB] = await db
    .insert(wards)
    .values([
      { name: 'Ward A', kind: 'surgical', sex: 'female' },
      { name: 'Ward B', kind: 'medical' },
    ])
    .returning({ id: wards.id });
  const [bed1, bed4, bed5, bed6] = await db
    .insert(beds)
    .values([
      { wardId: wardA.id, label: 'Bed 1' },
      { wardId: wardB.id, label: 'Bed 4' },
      { wardId: wardB.id, label: 'Bed 5' },
      { wardId: wardB.id, label: 'Bed 6' },
    ])
    .returning({ id: beds.id });

  const [past, open, emekas] = await db
    .insert(admissions)
    .values([
      {
        patientId: chioma.id,
        admittingDoctorId: bayo.id,
        admittedById: bayo.id,
        reason: 'Appendicitis',
        admittedAt: new Date('2026-10-01T10:00:00Z'),
        dischargedAt: new Date('2026-10-05T12:00:00Z'),
        dischargedById: bayo.id,
        disposition: 'home',
        diagnoses: 'Acute appendicitis',
        course: 'Appendicectomy on day 1; recovered well.',
        procedures: 'Laparoscopic appendicectomy',
        followUpDate: '2026-10-19',
      },
      { patientId: chioma.id, admittingDoctorId: ada.id, admittedById: ada.id, reason: 'Severe malaria', expectedDays: 5, admittedAt: ADMITTED, plan: 'IV artesunate' },
      { patientId: emeka.id, admittingDoctorId: ada.id, reason: 'Pneumonia', admittedAt: ADMITTED },
    ])
    .returning({ id: admissions.id });
  await db.insert(bedStays).values([
    { admissionId: past.id, bedId: bed1.id, fromAt: new Date('2026-10-01T10:00:00Z'), toAt: new Date('2026-10-05T12:00:00Z'), movedById: bayo.id },
    { admissionId: open.id, bedId: bed4.id, fromAt: ADMITTED, toAt: hoursAfter(24), movedById: ada.id },
    { admissionId: open.id, bedId: bed5.id, fromAt: hoursAfter(24), reason: 'Closer to the nurses’ station', movedById: bayo.id },
    { admissionId: emekas.id, bedId: bed6.id, fromAt: ADMITTED },
  ]);

  // Chioma's prescriptions: before the stay, three during it (active, voided, switched off), one in the past stay; Emeka's during his.
  const prescription = (patientId: number, addedAt: Date, more: Partial<typeof prescriptions.$inferInsert> = {}) => ({ patientId, doctorId: ada.id, addedAt, ...more });
  const [before, active, voided, inactive, inPast, emekasPrescription] = await db
    .insert(prescriptions)
    .values([
      prescription(chioma.id, new Date('2026-11-20T09:00:00Z')),
      prescription(chioma.id, hoursAfter(2)),
      prescription(chioma.id, hoursAfter(3), { voidedAt: hoursAfter(4), voidedById: bayo.id, voidReason: 'Wrong patient' }),
      prescription(chioma.id, hoursAfter(5), { status: false }),
      prescription(chioma.id, new Date('2026-10-03T09:00:00Z')),
      prescription(emeka.id, hoursAfter(2)),
    ])
    .returning({ id: prescriptions.id });
  await db
    .insert(prescriptionMedicines)
    .values([
      medicine(before.id, 'Paracetamol', 0),
      medicine(active.id, 'Artemether', 1),
      medicine(active.id, 'Amoxicillin', 0),
      medicine(voided.id, 'Ciprofloxacin', 0),
      medicine(inactive.id, 'Ibuprofen', 0),
      medicine(inPast.id, 'Metronidazole', 0),
      medicine(emekasPrescription.id, 'Azithromycin', 0),
    ]);

  const [malaria] = await db.select({ id: labTests.id }).from(labTests).where(eq(labTests.code, 'malaria-rdt'));
  const order = async (patientId: number, at: Date) => {
    const placed = await placeOrder(db, { patientId, testIds: [malaria.id], priority: 'routine', note: '' }, { doctorId: ada.id }, at);
    if (!placed.ok) throw new Error(placed.reason);
    return placed.id;
  };
  const labOrders = { before: await order(chioma.id, new Date('2026-11-20T09:00:00Z')), during: await order(chioma.id, hoursAfter(1)), emekas: await order(emeka.id, hoursAfter(1)) };

  const reading = (measure: 'pulse' | 'temperature', value: number, takenAt: Date, recordedById: number, sourceId = open.id) => ({
    patientId: chioma.id,
    measure,
    value,
    takenAt,
    recordedById,
    source: 'ward-round' as const,
    sourceId,
  });
  await db.insert(observations).values([
    reading('pulse', 88, hoursAfter(6), ada.id),
    reading('temperature', 38.2, hoursAfter(6), ada.id),
    { ...reading('pulse', 80, hoursAfter(6), ada.id), measure: 'blood-pressure' as const, value: 150, value2: 95 },
    reading('pulse', 76, hoursAfter(30), bayo.id),
    { ...reading('pulse', 200, hoursAfter(31), bayo.id), voidedAt: hoursAfter(32) },
    reading('pulse', 90, new Date('2026-10-02T08:00:00Z'), bayo.id, past.id),
    { ...reading('pulse', 70, hoursAfter(7), ada.id), source: 'prescription' as const, sourceId: active.id },
  ]);

  const [firstNote, secondNote, voidedNote] = await db
    .insert(progressNotes)
    .values([
      { admissionId: open.id, authorId: ada.id, writtenAt: hoursAfter(6), text: 'Febrile, alert. Start IV artesunate.' },
      { admissionId: open.id, authorId: bayo.id, writtenAt: hoursAfter(30), text: 'Afebrile overnight.', editedAt: hoursAfter(31) },
      { admissionId: open.id, authorId: ada.id, writtenAt: hoursAfter(32), text: 'Wrong bed.', voidedAt: hoursAfter(60), voidedById: ada.id, voidReason: 'Written on the wrong patient' },
      { admissionId: past.id, authorId: bayo.id, writtenAt: new Date('2026-10-02T08:00:00Z'), text: 'Post-op day 1.' },
    ])
    .returning({ id: progressNotes.id });

  return {
    doctors: { ada: ada.id, bayo: bayo.id },
    patients: { chioma, emeka },
    wards: { a: wardA.id, b: wardB.id },
    beds: { bed1: bed1.id, bed4: bed4.id, bed5: bed5.id, bed6: bed6.id },
    admissions: { past: past.id, open: open.id, emekas: emekas.id },
    prescriptions: { before: before.id, active: active.id, voided: voided.id, inactive: inactive.id, inPast: inPast.id, emekas: emekasPrescription.id },
    labOrders,
    notes: { first: firstNote.id, second: secondNote.id, voided: voidedNote.id },
  };
}

export type AdmissionFixture = Awaited<ReturnType<typeof admissionFixture>>;
