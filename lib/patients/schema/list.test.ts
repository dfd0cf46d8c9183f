import { parsePatientListParams } from './list';
import { patientListChanges, patientListQuery } from '@/lib/patients/rules/list-url';

describe('patient list URL', () => {
  it('defaults to page 1 of 10 with no search', () => {
    expect(parsePatientListParams({})).toEqual({ page: 1, limit: 10, search: '', state: '', bloodGroup: undefined, patient: undefined });
  });

  it('reads every parameter', () => {
    expect(parsePatientListParams({ page: '3', limit: '30', search: ' ada ', state: 'Rivers', bloodGroup: 'O+', patient: '7' })).toEqual({
      page: 3,
      limit: 30,
      search: 'ada',
      state: 'Rivers',
      bloodGroup: 'O+',
      patient: 7,
    });
  });

  it('falls back field by field on nonsense', () => {
    expect(parsePatientListParams({ page: '-2', limit: '15', bloodGroup: 'Q', patient: 'x' })).toMatchObject({
      page: 1,
      limit: 10,
      bloodGroup: undefined,
      patient: undefined,
    });
  });

  it('drops a filter the API would refuse, and ids and pages out of range', () => {
    expect(parsePatientListParams({ search: 'ad\u0000a', state: 's'.repeat(101), page: '1000001', patient: '2147483648' })).toMatchObject({
      search: '',
      state: '',
      page: 1,
      patient: undefined,
    });
    expect(parsePatientListParams({ page: '1000000', patient: '2147483647' })).toMatchObject({ page: 1_000_000, patient: 2_147_483_647 });
  });

  it('writes a short query without defaults', () => {
    expect(patientListQuery({ page: 1, limit: 10, search: '' })).toBe('');
    expect(patientListQuery({ page: 2, limit: 20, search: 'obi', bloodGroup: 'A+' })).toBe('?search=obi&bloodGroup=A%2B&limit=20&page=2');
  });

  it('turns changes into URL writes, removing the fields that go back to their defaults', () => {
    expect(patientListChanges({ search: 'obi', page: 1, patient: undefined })).toEqual({ search: 'obi', page: null, patient: null });
    expect(patientListChanges({ limit: 30, page: 4, bloodGroup: 'O+' })).toEqual({ limit: '30', page: '4', bloodGroup: 'O+' });
    expect(patientListChanges({ limit: 10, state: '', patient: 12 })).toEqual({ limit: null, state: null, patient: '12' });
  });
});
