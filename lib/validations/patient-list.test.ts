import { parsePatientListParams, patientListQuery } from './patient-list';

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

  it('writes a short query without defaults', () => {
    expect(patientListQuery({ page: 1, limit: 10, search: '' })).toBe('');
    expect(patientListQuery({ page: 2, limit: 20, search: 'obi', bloodGroup: 'A+' })).toBe('?search=obi&bloodGroup=A%2B&limit=20&page=2');
  });
});
