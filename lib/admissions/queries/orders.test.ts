import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { admissionFixture, hoursAfter, type AdmissionFixture } from './admission-fixtures';
import { listDischargeMedicines } from './discharge-medicines';
import { listAdmissionLabOrders, listAdmissionPrescriptions } from './orders';
import { listRoundVitals } from './round-vitals';

jest.setTimeout(60_000);

let handle: DbHandle;
let fixture: AdmissionFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await admissionFixture(handle.db);
});
afterAll(() => handle.close());

describe('listAdmissionPrescriptions', () => {
  it('lists the patient’s prescriptions written during the stay, newest first, a voided one struck with its mark', async () => {
    const { rows, total } = await listAdmissionPrescriptions(handle.db, fixture.admissions.open);
    expect(total).toBe(3);
    expect(rows.map((row) => row.id)).toEqual([fixture.prescriptions.inactive, fixture.prescriptions.voided, fixture.prescriptions.active]);
    expect(rows[2]).toEqual({ id: fixture.prescriptions.active, addedAt: hoursAfter(2).toISOString(), doctorName: 'Dr. Ada Obi', medicineNames: 'Amoxicillin 500 mg, Artemether 500 mg', status: true, voided: null });
    expect(rows[1].voided).toEqual({ voidedAt: hoursAfter(4).toISOString(), voidedBy: 'Dr. Bayo Ade', reason: 'Wrong patient' });
    expect(rows[0].status).toBe(false);
  });

  it('keeps a discharged stay to its own days, and another patient’s stay to theirs', async () => {
    expect((await listAdmissionPrescriptions(handle.db, fixture.admissions.past)).rows.map((row) => row.id)).toEqual([fixture.prescriptions.inPast]);
    expect((await listAdmissionPrescriptions(handle.db, fixture.admissions.emekas)).rows.map((row) => row.id)).toEqual([fixture.prescriptions.emekas]);
    expect(await listAdmissionPrescriptions(handle.db, 2_147_483_647)).toEqual({ rows: [], total: 0 });
  });
});

describe('listAdmissionLabOrders', () => {
  it('lists the lab orders of the patient placed during the stay, with their tests', async () => {
    const open = await listAdmissionLabOrders(handle.db, fixture.admissions.open);
    expect(open.total).toBe(1);
    expect(open.rows).toEqual([expect.objectContaining({ id: fixture.labOrders.during, tests: ['Malaria parasite, rapid diagnostic test (P. falciparum HRP2)'], status: 'ordered' })]);
    expect((await listAdmissionLabOrders(handle.db, fixture.admissions.emekas)).rows.map((row) => row.id)).toEqual([fixture.labOrders.emekas]);
    expect(await listAdmissionLabOrders(handle.db, fixture.admissions.past)).toEqual({ rows: [], total: 0 });
  });
});

describe('listDischargeMedicines', () => {
  it('lists the medicines of the stay’s standing, active prescriptions in the order written', async () => {
    const medicines = await listDischargeMedicines(handle.db, fixture.admissions.open);
    expect(medicines.map((medicine) => medicine.name)).toEqual(['Amoxicillin', 'Artemether']);
    expect(medicines[0]).toEqual({
      prescriptionId: fixture.prescriptions.active,
      medicineId: null,
      name: 'Amoxicillin',
      strength: '500 mg',
      form: 'tablet',
      doseAmount: 500,
      doseUnit: 'mg',
      dosage: '',
      route: 'oral',
      interval: 'tds',
      durationDays: 7,
      durationUnit: 'days',
      time: 'after meal',
      comment: '',
    });
    expect((await listDischargeMedicines(handle.db, fixture.admissions.past)).map((medicine) => medicine.name)).toEqual(['Metronidazole']);
  });
});

describe('listRoundVitals', () => {
  it('groups the admission’s standing ward-round readings by round, newest first, with who took them', async () => {
    expect(await listRoundVitals(handle.db, fixture.admissions.open)).toEqual([
      { takenAt: hoursAfter(30).toISOString(), recordedBy: 'Dr. Bayo Ade', values: { pulse: { value: 76, value2: null } } },
      {
        takenAt: hoursAfter(6).toISOString(),
        recordedBy: 'Dr. Ada Obi',
        values: { pulse: { value: 88, value2: null }, temperature: { value: 38.2, value2: null }, 'blood-pressure': { value: 150, value2: 95 } },
      },
    ]);
    expect(await listRoundVitals(handle.db, fixture.admissions.emekas)).toEqual([]);
  });
});
