import { medicineSourceEnum } from '@/lib/db/schema/medicines';
import { clinicMedicineSchema, DOSAGE_FORMS, MEDICINE_ROUTES, MEDICINE_SOURCES, parseMedicineSource } from './schema';

const VALID = { name: ' Clinic Test Syrup ', strength: ' 5 mg/5 mL ', form: 'syrup', route: 'oral', drugClass: '' };

describe('clinicMedicineSchema', () => {
  it('trims the text, keeps no strength as empty and an empty class as none, and lower-cases a class', () => {
    expect(clinicMedicineSchema.parse(VALID)).toEqual({ name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: null });
    expect(clinicMedicineSchema.parse({ ...VALID, strength: undefined, drugClass: ' ACE Inhibitor ' })).toMatchObject({ strength: '', drugClass: 'ace inhibitor' });
  });

  it('says in words what is wrong with each field', () => {
    const result = clinicMedicineSchema.safeParse({ name: '', strength: 'x'.repeat(41), form: '', route: 'mouth', drugClass: 'y'.repeat(41) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Medicine name is required',
      strength: 'Strength must be at most 40 characters',
      form: 'Choose the dosage form',
      route: 'Choose the route',
      drugClass: 'Drug class must be at most 40 characters',
    });
    expect(clinicMedicineSchema.safeParse({ ...VALID, name: 'n'.repeat(81) }).error?.issues[0].message).toBe('Medicine name must be at most 80 characters');
    expect(clinicMedicineSchema.safeParse({ ...VALID, name: 'n'.repeat(80) }).success).toBe(true);
  });

  it('takes every dosage form and route of the design', () => {
    expect(DOSAGE_FORMS).toHaveLength(19);
    expect(MEDICINE_ROUTES).toHaveLength(14);
    for (const form of DOSAGE_FORMS) expect(clinicMedicineSchema.safeParse({ ...VALID, form }).success).toBe(true);
    for (const route of MEDICINE_ROUTES) expect(clinicMedicineSchema.safeParse({ ...VALID, route }).success).toBe(true);
  });
});

describe('parseMedicineSource', () => {
  it('reads one of the sources, anything else as all of them', () => {
    expect(MEDICINE_SOURCES).toEqual(medicineSourceEnum.enumValues);
    expect(parseMedicineSource('clinic')).toBe('clinic');
    expect(parseMedicineSource(['who-eml', 'spec'])).toBe('who-eml');
    expect(parseMedicineSource('nope')).toBeUndefined();
    expect(parseMedicineSource(undefined)).toBeUndefined();
  });
});
