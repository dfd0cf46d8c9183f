import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hospitalXRecord } from '../testing';
import { previewRecord } from './preview';

const synthea = JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir/import/synthea-us-core-transaction-conchita9-ramon841.json'), 'utf8')) as unknown;

describe('previewRecord', () => {
  it('names the patient and counts what a record holds, most first', () => {
    const reading = previewRecord(hospitalXRecord());
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.preview).toMatchObject({ bundleType: 'transaction', patient: { name: 'Ngozi Adeyemi', birthDate: '1984-03-12', gender: 'female', phone: '+234 803 555 0101' }, total: 18 });
    expect(reading.preview.counts[0]).toEqual({ type: 'Observation', count: 7 });
    expect(reading.preview.counts).toContainEqual({ type: 'CarePlan', count: 1 });
  });

  it('reads a Synthea record as Synthea wrote it', () => {
    const reading = previewRecord(synthea);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.preview.patient.name).toBe('Conchita9 Marilu588 Ramón841');
    expect(reading.preview.counts).toContainEqual({ type: 'Immunization', count: 17 });
    expect(reading.preview.total).toBe(127);
  });

  it('says why a file is not one patient’s record', () => {
    expect(previewRecord([])).toEqual({ ok: false, message: expect.stringMatching(/^This file is not a FHIR Bundle/) });
    expect(previewRecord({ resourceType: 'Patient' })).toEqual({ ok: false, message: expect.stringMatching(/^This file is not a FHIR Bundle/) });
    expect(previewRecord({ resourceType: 'Bundle', type: 'searchset' })).toEqual({ ok: false, message: expect.stringMatching(/^This Bundle is of type searchset/) });
    expect(previewRecord({ resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Condition' } }, 'junk', null] })).toEqual({ ok: false, message: 'This Bundle holds no Patient: a record is one patient’s.' });
    const two = hospitalXRecord();
    two.entry!.push(hospitalXRecord({ mrn: 'B' }).entry![0]!);
    expect(previewRecord(two)).toEqual({ ok: false, message: 'This Bundle holds 2 patients: import one patient’s record at a time.' });
  });
});
