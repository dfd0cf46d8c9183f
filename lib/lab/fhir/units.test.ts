import { convertQuantity, reportsAnalyte, unitsTakenFor } from './units';

const convert = (value: number, from: string, to: string, loinc: string, sent = loinc) => {
  const converted = convertQuantity(value, from, to, { loinc, sent });
  return converted.ok ? Math.round(converted.value * 1000) / 1000 : null;
};

describe('a laboratory’s quantity in the catalogue’s unit', () => {
  it('converts within a kind of quantity by UCUM’s prefixes', () => {
    expect(convert(62, 'g/L', 'g/dL', '718-7')).toBe(6.2);
    expect(convert(6.2, 'g/dL', 'g/L', '2885-2')).toBe(62);
    expect(convert(4500, '/uL', '10*9/L', '6690-2')).toBe(4.5);
    expect(convert(4.5, '10*3/uL', '10*9/L', '6690-2')).toBe(4.5);
    expect(convert(1.2, 'mg/dL', 'mg/L', '1988-5')).toBe(12);
    expect(convert(41, '%', 'L/L', '4544-3')).toBe(0.41);
    expect(convert(0.5, 'ukat/L', 'U/L', '1742-6')).toBe(30);
    expect(convert(2.5, 'u[IU]/mL', 'm[IU]/L', '3016-3')).toBe(2.5);
    expect(convert(1.1, '{INR}', '{INR}', '6301-6')).toBe(1.1);
  });

  it('converts a mass into a substance concentration only by an analyte’s molar mass', () => {
    expect(convert(100, 'mg/dL', 'mmol/L', '14749-6', '2345-7')).toBe(5.551);
    expect(convert(5.5, 'mmol/L', 'mg/dL', '14749-6')).toBe(99.086);
    expect(convert(1, 'mg/dL', 'umol/L', '14682-9', '2160-0')).toBe(88.402);
    expect(convert(200, 'mg/dL', 'mmol/L', '14647-2', '2093-3')).toBe(5.173);
    // A urea nitrogen (BUN) is two nitrogens of a urea: 28 mg/dL of it is 10 mmol/L of urea, not 4.7.
    expect(convert(28.014, 'mg/dL', 'mmol/L', '22664-7', '3094-0')).toBe(10);
    expect(convert(28.014, 'mg/dL', 'mmol/L', '22664-7', '3091-6')).toBe(4.665);
    // No molar mass is known for an albumin in g/L, nor may a count become a mass.
    expect(convert(4, 'g/dL', 'umol/L', '1751-7')).toBeNull();
    expect(convert(4, '10*9/L', 'g/L', '6690-2')).toBeNull();
  });

  it('refuses what UCUM does not convert: U/L is not [IU]/L, % of HbA1c is not mmol/mol, and unknown units', () => {
    expect(convert(30, '[IU]/L', 'U/L', '1742-6')).toBeNull();
    expect(convert(48, 'mmol/mol', '%', '4548-4')).toBeNull();
    expect(convert(7, 'g/dl', 'g/dL', '718-7')).toBeNull();
  });

  it('knows which codes of the other form report a catalogue analyte, and names the units it takes', () => {
    expect(reportsAnalyte('2345-7', '14749-6')).toBe(true);
    expect(reportsAnalyte('14749-6', '14749-6')).toBe(true);
    expect(reportsAnalyte('2345-7', '14771-0')).toBe(false);
    expect(unitsTakenFor('{INR}', '6301-6')).toEqual(['{INR}']);
    expect(unitsTakenFor('U/L', '1742-6')).toEqual(['U/L', 'U/mL', 'mU/mL', 'ukat/L']);
    expect(unitsTakenFor('mmol/L', '14749-6')).toContain('mg/dL');
    expect(unitsTakenFor('mmol/L', '2951-2')).not.toContain('mg/dL');
  });
});
