import { csvCell } from '@/lib/lists/csv';
import { PATIENT_CSV_HEADER, patientsToCsv } from './csv';
import type { Patient } from '@/lib/hospital-api/contract';

const patient: Patient = {
  id: 7,
  patientNumber: 'P-000007',
  fullName: 'Adaeze "Ada" Okafor',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'ada@example.ng',
  phone: '+234 803 000 0007',
  gender: 'female',
  age: 34,
  avatar: '/avatars/patient-1.svg',
  dateOfBirth: '1992-03-14',
  address: { state: 'Rivers', street: '12 Aba Road, Port Harcourt', zipCode: '500001' },
  weight: 64.5,
  weightRecordedAt: '2026-03-14T09:30:00.000Z',
  bloodPressure: '120/80',
  bloodPressureRecordedAt: '2026-03-14T09:30:00.000Z',
  bloodGlucose: 92,
  bloodGlucoseRecordedAt: null,
  bloodGroup: 'O+',
  treatment: '',
  ongoingSurgeries: '',
  lastVisited: null,
};

describe('patients CSV', () => {
  it('has a header and one line per patient, CRLF-terminated', () => {
    const csv = patientsToCsv([patient, { ...patient, id: 8 }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(PATIENT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('quotes commas and doubles quotes; empty for missing values', () => {
    const line = patientsToCsv([patient]).split('\r\n')[1];
    // A phone number is written as it is: a + followed only by digits and spaces runs nothing.
    expect(line).toBe(
      `7,P-000007,"Adaeze ""Ada"" Okafor",ada@example.ng,+234 803 000 0007,female,1992-03-14,34,Rivers,"12 Aba Road, Port Harcourt",500001,64.5,2026-03-14T09:30:00.000Z,120/80,2026-03-14T09:30:00.000Z,92,,O+,`,
    );
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('+SUM(A1:A9)')).toBe(`"'+SUM(A1:A9)"`);
    expect(csvCell('+1 (555) 010-9999')).toBe('+1 (555) 010-9999');
    expect(csvCell('+234 803 000 0007+cmd')).toBe(`"'+234 803 000 0007+cmd"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
  });
});
