import { ROUTE_ABBREVIATIONS, ROUTE_LABELS, ROUTES, isRoute, routeInWords, routeLabel } from './routes';

describe('routes', () => {
  it('label every route, with the usual abbreviations', () => {
    for (const route of ROUTES) expect(ROUTE_LABELS[route]).toMatch(/^[A-Z]/);
    expect([ROUTE_ABBREVIATIONS.oral, ROUTE_ABBREVIATIONS.intravenous, ROUTE_ABBREVIATIONS.intramuscular, ROUTE_ABBREVIATIONS.subcutaneous, ROUTE_ABBREVIATIONS.sublingual]).toEqual(['PO', 'IV', 'IM', 'SC', 'SL']);
  });

  it('print in words with the abbreviation where there is one', () => {
    expect(routeLabel('oral')).toBe('Oral');
    expect(routeInWords('oral')).toBe('Oral (PO)');
    expect(routeInWords('topical')).toBe('Topical');
    expect(routeInWords('ophthalmic')).toBe('Ophthalmic (eye)');
  });

  it('show an old row without a route as it was stored', () => {
    expect(isRoute('')).toBe(false);
    expect(routeLabel('')).toBe('');
    expect(routeInWords('by mouth')).toBe('by mouth');
  });
});
