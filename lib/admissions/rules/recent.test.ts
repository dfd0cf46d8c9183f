import { admissionViewSchema } from '@/lib/admissions/schema/admission-view';
import { showAllHref } from './recent';

describe('showAllHref', () => {
  it('opens one list in full at its heading, keeping the other as it is', () => {
    expect(showAllHref(7, 'notes', {})).toBe('/doctor/admissions/7?notes=all#admission-notes');
    expect(showAllHref(7, 'vitals', {})).toBe('/doctor/admissions/7?vitals=all#admission-vitals');
    expect(showAllHref(7, 'notes', { vitals: 'all' })).toBe('/doctor/admissions/7?vitals=all&notes=all#admission-notes');
  });
});

describe('admissionViewSchema', () => {
  it('takes all for either list and ignores anything else', () => {
    expect(admissionViewSchema.parse({ vitals: 'all', notes: 'all' })).toEqual({ vitals: 'all', notes: 'all' });
    expect(admissionViewSchema.parse({ vitals: 'some', notes: ['all', 'all'], other: '1' })).toEqual({});
  });
});
