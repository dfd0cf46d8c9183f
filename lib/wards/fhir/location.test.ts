import { r4Errors } from '@/tests/fhir-validator';
import { bedName, bedStatusCode, referencedLocation, toFhirBedLocation, toFhirLocation, toFhirWardLocation, type BedLocationRow } from './location';

const BED: BedLocationRow = { bedId: 12, wardId: 3, wardName: 'Ward A', label: '4', state: 'ready', retiredAt: null, occupied: false };

describe('a ward as a Location', () => {
  it('ward-{id}: active, an instance, physical type wa, its kind as a v3 RoleCode', () => {
    const ward = toFhirWardLocation({ wardId: 3, name: 'Ward A', kind: 'medical' });
    expect(r4Errors(ward)).toEqual([]);
    expect(ward).toEqual({
      resourceType: 'Location',
      id: 'ward-3',
      status: 'active',
      name: 'Ward A',
      mode: 'instance',
      type: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'HU', display: 'Hospital unit' }], text: 'Medical ward' }],
      physicalType: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/location-physical-type', code: 'wa', display: 'Ward' }], text: 'Ward' },
    });
  });

  it('an ICU is ICU, a paediatric ward PEDU; the kinds with no unit of their own are HU, said in words', () => {
    const code = (kind: Parameters<typeof toFhirWardLocation>[0]['kind']) => toFhirWardLocation({ wardId: 1, name: 'W', kind }).type![0]!;
    expect(code('icu')).toMatchObject({ coding: [{ code: 'ICU', display: 'Intensive care unit' }], text: 'ICU ward' });
    expect(code('paediatric')).toMatchObject({ coding: [{ code: 'PEDU', display: 'Pediatric unit' }], text: 'Paediatric ward' });
    expect(code('maternity')).toMatchObject({ coding: [{ code: 'HU' }], text: 'Maternity ward' });
    expect(code('surgical')).toMatchObject({ coding: [{ code: 'HU' }], text: 'Surgical ward' });
    expect(code('other')).toMatchObject({ coding: [{ code: 'HU' }], text: 'Ward' });
  });
});

describe('a bed as a Location', () => {
  it('bed-{id}: named with its ward, physical type bd, part of its ward, unoccupied when ready and empty', () => {
    const bed = toFhirBedLocation(BED);
    expect(r4Errors(bed)).toEqual([]);
    expect(bed).toEqual({
      resourceType: 'Location',
      id: 'bed-12',
      status: 'active',
      operationalStatus: { system: 'http://terminology.hl7.org/CodeSystem/v2-0116', code: 'U', display: 'Unoccupied' },
      name: 'Ward A, bed 4',
      alias: ['4'],
      mode: 'instance',
      physicalType: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/location-physical-type', code: 'bd', display: 'Bed' }], text: 'Bed' },
      partOf: { reference: 'Location/ward-3', display: 'Ward A' },
    });
  });

  it('its v2-0116 status: occupied by an open stay, else housekeeping, closed or unoccupied by its state; a retired bed is inactive with none', () => {
    expect(bedStatusCode({ ...BED, occupied: true })).toBe('O');
    expect(bedStatusCode({ ...BED, state: 'cleaning' })).toBe('H');
    expect(bedStatusCode({ ...BED, state: 'out-of-service' })).toBe('C');
    expect(bedStatusCode(BED)).toBe('U');
    for (const code of ['O', 'H', 'C'] as const) {
      const bed = toFhirBedLocation({ ...BED, occupied: code === 'O', state: code === 'H' ? 'cleaning' : code === 'C' ? 'out-of-service' : 'ready' });
      expect(r4Errors(bed)).toEqual([]);
      expect(bed.operationalStatus?.code).toBe(code);
    }
    const retired = toFhirBedLocation({ ...BED, retiredAt: new Date('2026-11-01T10:00:00Z') });
    expect(r4Errors(retired)).toEqual([]);
    expect(retired.status).toBe('inactive');
    expect(retired.operationalStatus).toBeUndefined();
  });

  it('is named as the screens name it, "Ward A, bed 4"; a label that says "Bed" itself is kept as it is', () => {
    expect(bedName('Ward A', '4')).toBe('Ward A, bed 4');
    expect(bedName('Ward A', 'A4 ')).toBe('Ward A, bed A4');
    expect(bedName('Ward A', 'Bedside 2')).toBe('Ward A, bed Bedside 2');
    expect(toFhirLocation({ id: 25, bed: { ...BED, label: 'Bed 4' } }).name).toBe('Ward A, Bed 4');
  });
});

describe('a reference to a ward or a bed', () => {
  it('reads Location/ward-{id}, a full address, or the id alone; anything else names nothing', () => {
    expect(referencedLocation('Location/ward-3')).toEqual({ kind: 'ward', id: 3 });
    expect(referencedLocation('https://hms.example.org/fhir/Location/bed-12')).toEqual({ kind: 'bed', id: 12 });
    expect(referencedLocation('bed-12')).toEqual({ kind: 'bed', id: 12 });
    expect(referencedLocation('12')).toBeNull();
    expect(referencedLocation('Patient/ward-3')).toBeNull();
    expect(referencedLocation('Location/room-3')).toBeNull();
    expect(referencedLocation('bed-99999999999')).toBeNull();
  });
});
