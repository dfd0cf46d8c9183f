import { LAB_CATALOGUE } from '@/lib/lab/rules/catalogue';
import { RESULT_KINDS, SPECIMENS, type CatalogueTest, type ReferenceRange } from '@/lib/lab/rules/catalogue-types';
import { loincIsValid } from '@/lib/lab/rules/loinc';

/** Whether a range applies to a patient of this sex and age in months (the rule lib/lab/rules/flag.ts keeps). */
function applies(range: ReferenceRange, sex: 'male' | 'female', ageMonths: number): boolean {
  if (range.sex && range.sex !== sex) return false;
  if (range.fromMonths !== undefined && ageMonths < range.fromMonths) return false;
  if (range.toMonths !== undefined && ageMonths >= range.toMonths) return false;
  return true;
}

const byCode = new Map<string, CatalogueTest>(LAB_CATALOGUE.map((test) => [test.code, test]));
const ofKind = (kind: CatalogueTest['kind']) => LAB_CATALOGUE.filter((test) => test.kind === kind);

/** Every test the brief of the shipped catalogue names, by code: each must be there and orderable on its own. */
const MUST_BE_ORDERABLE = [
  'full-blood-count',
  'haemoglobin',
  'haematocrit',
  'white-cell-count',
  'platelet-count',
  'malaria-rdt',
  'malaria-film',
  'glucose-fasting',
  'glucose-random',
  'hba1c',
  'lipid-profile',
  'liver-function-tests',
  'electrolytes-urea-creatinine',
  'urinalysis',
  'pregnancy-test-urine',
  'pregnancy-test-serum',
  'hiv-screening',
  'hbsag',
  'hcv-antibody',
  'widal-typhi-o',
  'widal-typhi-h',
  'haemoglobin-genotype',
  'blood-group',
  'stool-microscopy',
  'sputum-afb',
  'genexpert-mtb-rif',
  'esr',
  'crp',
  'psa',
  'thyroid-function-tests',
  'calcium',
  'magnesium',
  'phosphate',
  'uric-acid',
  'amylase',
  'lipase',
  'pt-inr',
  'aptt',
  'reticulocyte-count',
  'sickling-test',
  'syphilis-rpr',
  'h-pylori-stool-antigen',
  'urine-microscopy',
];

describe('the shipped laboratory catalogue', () => {
  it('holds between 70 and 100 tests', () => {
    expect(LAB_CATALOGUE.length).toBeGreaterThanOrEqual(70);
    expect(LAB_CATALOGUE.length).toBeLessThanOrEqual(100);
  });

  it('gives every test a unique kebab-case code', () => {
    const codes = LAB_CATALOGUE.map((test) => test.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every test a name, a kind, and a specimen the lab labels tubes with', () => {
    for (const test of LAB_CATALOGUE) {
      expect([test.code, test.name.trim().length > 0]).toEqual([test.code, true]);
      expect(RESULT_KINDS).toContain(test.kind);
      expect([test.code, (SPECIMENS as readonly string[]).includes(test.specimen)]).toEqual([test.code, true]);
    }
  });

  it('codes every test with a well-formed LOINC code whose check digit holds, and its display name', () => {
    for (const test of LAB_CATALOGUE) {
      expect([test.code, test.loinc, loincIsValid(test.loinc)]).toEqual([test.code, test.loinc, true]);
      expect([test.code, test.loincDisplay.trim().length > 0]).toEqual([test.code, true]);
    }
  });

  it('does not give two tests the same LOINC code', () => {
    const loincs = LAB_CATALOGUE.map((test) => test.loinc);
    expect(new Set(loincs).size).toBe(loincs.length);
  });

  it('gives every number a UCUM unit, ranges with low ≤ high, and a range for adults of either sex', () => {
    for (const test of ofKind('number')) {
      expect([test.code, typeof test.unit === 'string' && test.unit.length > 0]).toEqual([test.code, true]);
      expect([test.code, (test.ranges ?? []).length > 0]).toEqual([test.code, true]);
      for (const range of test.ranges ?? []) {
        expect([test.code, range.low !== undefined || range.high !== undefined]).toEqual([test.code, true]);
        if (range.low !== undefined && range.high !== undefined) {
          expect([test.code, range.low <= range.high]).toEqual([test.code, true]);
        }
        if (range.fromMonths !== undefined && range.toMonths !== undefined) {
          expect([test.code, range.fromMonths < range.toMonths]).toEqual([test.code, true]);
        }
      }
      const fallback = (test.ranges ?? []).some((r) => !r.sex && r.fromMonths === undefined && r.toMonths === undefined);
      const adults = [240, 480, 900].every((age) => (['male', 'female'] as const).every((sex) => (test.ranges ?? []).some((r) => applies(r, sex, age))));
      expect([test.code, fallback || adults]).toEqual([test.code, true]);
      expect([test.code, test.choices, test.parts]).toEqual([test.code, undefined, undefined]);
    }
  });

  it('writes units as UCUM case-sensitive codes, never as the way a report prints them', () => {
    const ucum = new Set(['g/dL', '%', '10*9/L', '10*12/L', 'fL', 'pg', 'mmol/L', 'umol/L', 'U/L', 'g/L', 'mg/L', 'mm/h', 'ug/L', 'm[IU]/L', 'pmol/L', '[pH]', '1', 's', '{INR}', '/uL']);
    for (const test of ofKind('number')) expect([test.code, ucum.has(test.unit ?? '')]).toEqual([test.code, true]);
  });

  it('puts critical limits beyond every reference range, the low one below the high one', () => {
    for (const test of ofKind('number')) {
      const ranges = test.ranges ?? [];
      if (test.criticalLow !== undefined) {
        for (const r of ranges) {
          if (r.low !== undefined) expect([test.code, test.criticalLow < r.low]).toEqual([test.code, true]);
          if (r.high !== undefined) expect([test.code, test.criticalLow < r.high]).toEqual([test.code, true]);
        }
      }
      if (test.criticalHigh !== undefined) {
        for (const r of ranges) {
          if (r.high !== undefined) expect([test.code, test.criticalHigh > r.high]).toEqual([test.code, true]);
          if (r.low !== undefined) expect([test.code, test.criticalHigh > r.low]).toEqual([test.code, true]);
        }
      }
      if (test.criticalLow !== undefined && test.criticalHigh !== undefined) {
        expect([test.code, test.criticalLow < test.criticalHigh]).toEqual([test.code, true]);
      }
    }
  });

  it('keeps critical limits and ranges to numbers, and critical words to choices', () => {
    for (const test of LAB_CATALOGUE.filter((t) => t.kind !== 'number')) {
      expect([test.code, test.unit, test.ranges, test.criticalLow, test.criticalHigh]).toEqual([test.code, undefined, undefined, undefined, undefined]);
    }
    for (const test of LAB_CATALOGUE.filter((t) => t.kind !== 'choice')) {
      expect([test.code, test.choices, test.normalChoices, test.criticalChoices]).toEqual([test.code, undefined, undefined, undefined]);
    }
  });

  it('gives every choice its words, normal and critical ones among them', () => {
    for (const test of ofKind('choice')) {
      const choices = test.choices ?? [];
      expect([test.code, choices.length >= 2]).toEqual([test.code, true]);
      expect([test.code, new Set(choices).size]).toEqual([test.code, choices.length]);
      expect([test.code, (test.normalChoices ?? []).length > 0]).toEqual([test.code, true]);
      for (const word of test.normalChoices ?? []) expect([test.code, choices.includes(word)]).toEqual([test.code, true]);
      for (const word of test.criticalChoices ?? []) {
        expect([test.code, choices.includes(word)]).toEqual([test.code, true]);
        expect([test.code, (test.normalChoices ?? []).includes(word)]).toEqual([test.code, false]);
      }
    }
  });

  it('makes every panel of parts that exist, are not panels, share its specimen, and are listed once; a panel has no unit', () => {
    for (const panel of ofKind('panel')) {
      const parts = panel.parts ?? [];
      expect([panel.code, parts.length >= 2]).toEqual([panel.code, true]);
      expect([panel.code, new Set(parts).size]).toEqual([panel.code, parts.length]);
      expect([panel.code, panel.unit, panel.decimals]).toEqual([panel.code, undefined, undefined]);
      for (const code of parts) {
        const part = byCode.get(code);
        expect([panel.code, code, part !== undefined]).toEqual([panel.code, code, true]);
        expect([panel.code, code, part?.kind !== 'panel']).toEqual([panel.code, code, true]);
        expect([panel.code, code, part?.specimen]).toEqual([panel.code, code, panel.specimen]);
      }
    }
    for (const test of LAB_CATALOGUE.filter((t) => t.kind !== 'panel')) expect([test.code, test.parts]).toEqual([test.code, undefined]);
  });

  it('leaves no test that cannot be ordered outside every panel', () => {
    const inAPanel = new Set(ofKind('panel').flatMap((panel) => panel.parts ?? []));
    for (const test of LAB_CATALOGUE.filter((t) => !t.orderable)) expect([test.code, inAPanel.has(test.code)]).toEqual([test.code, true]);
  });

  it('lets a doctor order every test a Nigerian hospital laboratory runs every day', () => {
    for (const code of MUST_BE_ORDERABLE) expect([code, byCode.get(code)?.orderable]).toEqual([code, true]);
  });

  it('makes the full blood count the panel of haemoglobin, PCV, the red cell indices, the white cells and their differential, and the platelets', () => {
    const fbc = byCode.get('full-blood-count');
    expect(fbc?.kind).toBe('panel');
    expect(fbc?.synonyms).toEqual(expect.arrayContaining(['FBC', 'CBC']));
    const parts = {
      haemoglobin: '718-7',
      haematocrit: '4544-3',
      'white-cell-count': '6690-2',
      'red-cell-count': '789-8',
      mcv: '787-2',
      mch: '785-6',
      mchc: '786-4',
      'platelet-count': '777-3',
      'neutrophils-percent': '770-8',
      'lymphocytes-percent': '736-9',
      'monocytes-percent': '5905-5',
      'eosinophils-percent': '713-8',
      'basophils-percent': '706-2',
    };
    for (const [code, loinc] of Object.entries(parts)) {
      expect(fbc?.parts).toContain(code);
      expect([code, byCode.get(code)?.loinc]).toEqual([code, loinc]);
    }
    for (const code of ['red-cell-count', 'mcv', 'mch', 'mchc', 'neutrophils-percent', 'lymphocytes-percent', 'monocytes-percent', 'eosinophils-percent', 'basophils-percent']) {
      expect([code, byCode.get(code)?.orderable]).toEqual([code, false]);
    }
  });

  it('gives haemoglobin child bands and sex-specific adult ranges, and WBC and platelets child bands', () => {
    const hb = byCode.get('haemoglobin')?.ranges ?? [];
    expect(hb.some((r) => r.sex === 'male' && applies(r, 'male', 300))).toBe(true);
    expect(hb.some((r) => r.sex === 'female' && applies(r, 'female', 300))).toBe(true);
    for (const code of ['haemoglobin', 'white-cell-count', 'platelet-count']) {
      const ranges = byCode.get(code)?.ranges ?? [];
      for (const age of [0, 6, 60]) {
        const first = ranges.find((r) => applies(r, 'female', age));
        expect([code, age, first?.toMonths !== undefined]).toEqual([code, age, true]);
      }
    }
  });

  it('reads a negative malaria test as the only normal one, and no malaria RDT result as critical', () => {
    const rdt = byCode.get('malaria-rdt');
    expect(rdt?.normalChoices).toEqual(['Negative']);
    expect(rdt?.criticalChoices ?? []).toEqual([]);
    expect(byCode.get('malaria-film')?.normalChoices).toEqual(['Not seen']);
    expect(byCode.get('genexpert-mtb-rif')?.normalChoices).toEqual(['MTB not detected']);
  });

  it('codes a result in moles with a Moles/volume LOINC term and one in mass with a Mass/volume term', () => {
    for (const test of ofKind('number')) {
      if (test.unit === 'mmol/L' || test.unit === 'umol/L' || test.unit === 'pmol/L') {
        expect([test.code, test.loincDisplay.includes('[Moles/volume]')]).toEqual([test.code, true]);
      }
      if (test.unit === 'g/L' || test.unit === 'mg/L' || test.unit === 'ug/L' || test.unit === 'g/dL') {
        expect([test.code, /\[Mass\/volume\]|MCHC/.test(test.loincDisplay)]).toEqual([test.code, true]);
      }
    }
  });
});
