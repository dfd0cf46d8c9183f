import { diagnosisTestLabel } from './rules';

it('names a diagnosis test by its report number and category', () => {
  expect(diagnosisTestLabel({ reportNumber: 'RPT-13', category: 'Hypertension' })).toBe('RPT-13 · Hypertension');
});
