import { observationInputSchema, readMeasurement } from './observation-input';

const NOW = new Date('2026-11-29T12:00:00Z');
const observation = (code: string, value: number, unit: string, extra: Record<string, unknown> = {}) =>
  observationInputSchema.parse({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    subject: { reference: 'Patient/7' },
    effectiveDateTime: '2026-11-29T08:15:00Z',
    valueQuantity: { value, code: unit, system: 'http://unitsofmeasure.org' },
    ...extra,
  });
const read = (input: ReturnType<typeof observation>) => readMeasurement(input, NOW);

describe('an incoming Observation read as the clinic’s measurement', () => {
  it('finds each measure by its LOINC code and converts the units into the app’s', () => {
    expect(read(observation('29463-7', 72500, 'g'))).toMatchObject({ ok: true, measurement: { measure: 'weight', value: 72.5 } });
    expect(read(observation('8302-2', 1.68, 'm'))).toMatchObject({ ok: true, measurement: { measure: 'height', value: 168 } });
    expect(read(observation('8867-4', 72, '/min'))).toMatchObject({ ok: true, measurement: { measure: 'pulse', value: 72 } });
    expect(read(observation('9279-1', 18, '/min'))).toMatchObject({ ok: true, measurement: { measure: 'respiratory-rate', value: 18 } });
    expect(read(observation('59408-5', 97, '%'))).toMatchObject({ ok: true, measurement: { measure: 'spo2', value: 97 } });
    expect(read(observation('2708-6', 97, '%'))).toMatchObject({ ok: true, measurement: { measure: 'spo2' } });
    expect(read(observation('2339-0', 5.5, 'mmol/L'))).toMatchObject({ ok: true, measurement: { measure: 'glucose', value: 99.1 } });
    expect(read(observation('1558-6', 100, 'mg/dL'))).toMatchObject({ ok: true, measurement: { measure: 'fasting-glucose', value: 100 } });
    expect(read(observation('8310-5', 98.6, '[degF]'))).toMatchObject({ ok: true, measurement: { measure: 'temperature', value: 37, takenAt: new Date('2026-11-29T08:15:00Z'), patientReference: 'Patient/7' } });
  });

  it('reads a code only under LOINC, a unit only under UCUM', () => {
    expect(read(observation('29463-7', 70, 'kg', { code: { coding: [{ system: 'http://snomed.info/sct', code: '27113001' }] } }))).toMatchObject({ ok: false, message: expect.stringContaining('http://snomed.info/sct|27113001') });
    expect(read(observation('29463-7', 70, 'kg', { valueQuantity: { value: 70, code: 'kg', system: 'http://example.org/units' } }))).toMatchObject({ ok: false, message: expect.stringContaining('must be a UCUM code') });
    expect(read(observation('29463-7', 70, 'kg', { valueQuantity: undefined }))).toMatchObject({ ok: false, message: expect.stringContaining('has no valueQuantity') });
  });

  it('takes an instant with its offset, not a day alone or one ahead of the clock', () => {
    expect(read(observation('29463-7', 70, 'kg', { effectiveDateTime: undefined, effectiveInstant: '2026-11-29T08:15:00.123+01:00' }))).toMatchObject({ ok: true, measurement: { takenAt: new Date('2026-11-29T07:15:00.123Z') } });
    expect(read(observation('29463-7', 70, 'kg', { effectiveDateTime: '2026-11-29T12:04:00Z' }))).toMatchObject({ ok: true });
    expect(read(observation('29463-7', 70, 'kg', { effectiveDateTime: '2026-11-29T12:06:00Z' }))).toMatchObject({ ok: false, message: expect.stringContaining('in the future') });
    expect(read(observation('29463-7', 70, 'kg', { effectiveDateTime: '2026-11-29T08:15:00' }))).toMatchObject({ ok: false, message: expect.stringContaining('its offset') });
    expect(read(observation('29463-7', 70, 'kg', { effectiveDateTime: undefined }))).toMatchObject({ ok: false, message: 'effectiveDateTime is required: when it was measured' });
  });
});
