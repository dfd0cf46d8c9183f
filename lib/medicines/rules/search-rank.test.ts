import { compareSearchHits } from './search-rank';

const hit = (name: string, strength = '', form = 'tablet') => ({ name, strength, form });
const label = (h: ReturnType<typeof hit>) => [h.name, h.strength, h.form].filter(Boolean).join(' ');

describe('compareSearchHits', () => {
  it('puts names starting with the text before names containing it, then by name', () => {
    const hits = [hit('Perindopril + Amlodipine', '4 mg + 5 mg'), hit('amlodipine', '10 mg'), hit('Amlodipine', '5 mg')];
    expect([...hits].sort(compareSearchHits('AMLO')).map(label)).toEqual(['Amlodipine 5 mg tablet', 'amlodipine 10 mg tablet', 'Perindopril + Amlodipine 4 mg + 5 mg tablet']);
  });

  it('orders strengths as numbers (5 mg before 10 mg, 500 mg before 1 g), the unreadable last, then the form', () => {
    const hits = [hit('Metformin', '1 g'), hit('Metformin', '850 mg'), hit('Metformin', '500 mg'), hit('Metformin', 'n/a'), hit('Metformin', '500 mg', 'capsule')];
    expect([...hits].sort(compareSearchHits('met')).map(label)).toEqual([
      'Metformin 500 mg capsule',
      'Metformin 500 mg tablet',
      'Metformin 850 mg tablet',
      'Metformin 1 g tablet',
      'Metformin n/a tablet',
    ]);
  });

  it('orders by name alone when nothing starts with the text', () => {
    const hits = [hit('Co-trimoxazole'), hit('Amoxicillin + Clavulanic acid'), hit('Amoxicillin')];
    expect([...hits].sort(compareSearchHits('oxi')).map((h) => h.name)).toEqual(['Amoxicillin', 'Amoxicillin + Clavulanic acid', 'Co-trimoxazole']);
  });
});
