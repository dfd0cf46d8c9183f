import { panelOfReport, type CataloguePanel } from './lab-panel';

const panel = (id: number, loinc: string, parts: string[]): CataloguePanel => ({ id, loinc, parts: new Map(parts.map((part, index) => [part, id * 100 + index])) });

const FBC = panel(1, '57021-8', ['718-7', '4544-3', '789-8', '6690-2', '777-3', '787-2']);
const LIPIDS = panel(2, '24331-1', ['14647-2', '14646-4', '39469-2', '14927-8']);
const PANELS = [FBC, LIPIDS];

describe('panelOfReport', () => {
  it('finds the panel whose parts the results are, coded otherwise, when they answer half of it or more', () => {
    expect(panelOfReport(PANELS, '58410-2', ['718-7', '4544-3', '6690-2', '32623-1'])).toBe(FBC);
    expect(panelOfReport(PANELS, null, ['14647-2', '14646-4'])).toBe(LIPIDS);
  });

  it("takes fewer parts when the report's own code is the panel's", () => {
    expect(panelOfReport(PANELS, '57021-8', ['718-7', '4544-3'])).toBe(FBC);
    expect(panelOfReport(PANELS, '58410-2', ['718-7', '4544-3'])).toBeNull();
  });

  it('needs two results of its parts at least, counted once each', () => {
    expect(panelOfReport(PANELS, '57021-8', ['718-7'])).toBeNull();
    expect(panelOfReport(PANELS, '57021-8', ['718-7', '718-7'])).toBeNull();
    expect(panelOfReport(PANELS, null, ['2276-4', '2345-7'])).toBeNull();
  });

  it('prefers the panel that shares the most parts', () => {
    const small = panel(3, '99999-9', ['718-7', '4544-3', '789-8']);
    expect(panelOfReport([small, FBC], null, ['718-7', '4544-3', '789-8', '6690-2'])).toBe(FBC);
  });
});
