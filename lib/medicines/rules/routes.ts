/**
 * How a medicine is given. One list for the formulary, the prescription form and the printout, so a route is
 * never written two ways. The abbreviation is the one a pharmacist reads on a prescription; a route without a
 * usual abbreviation is printed in words only (an invented one would be misread).
 */
export const ROUTES = [
  'oral',
  'sublingual',
  'buccal',
  'intravenous',
  'intramuscular',
  'subcutaneous',
  'topical',
  'inhaled',
  'nasal',
  'ophthalmic',
  'otic',
  'rectal',
  'vaginal',
  'transdermal',
] as const;

export type Route = (typeof ROUTES)[number];

export const ROUTE_LABELS: Record<Route, string> = {
  oral: 'Oral',
  sublingual: 'Sublingual',
  buccal: 'Buccal',
  intravenous: 'Intravenous',
  intramuscular: 'Intramuscular',
  subcutaneous: 'Subcutaneous',
  topical: 'Topical',
  inhaled: 'Inhaled',
  nasal: 'Nasal',
  ophthalmic: 'Ophthalmic (eye)',
  otic: 'Otic (ear)',
  rectal: 'Rectal',
  vaginal: 'Vaginal',
  transdermal: 'Transdermal',
};

export const ROUTE_ABBREVIATIONS: Record<Route, string | null> = {
  oral: 'PO',
  sublingual: 'SL',
  buccal: null,
  intravenous: 'IV',
  intramuscular: 'IM',
  subcutaneous: 'SC',
  topical: null,
  inhaled: 'INH',
  nasal: null,
  ophthalmic: null,
  otic: null,
  rectal: 'PR',
  vaginal: 'PV',
  transdermal: null,
};

export const isRoute = (value: string): value is Route => (ROUTES as readonly string[]).includes(value);

/** "Oral"; a route written before routes were a list ('' or unknown) is shown as it was stored. */
export const routeLabel = (route: string): string => (isRoute(route) ? ROUTE_LABELS[route] : route);

/** "Oral (PO)", "Topical": the printout's words with the abbreviation where there is a usual one. */
export function routeInWords(route: string): string {
  if (!isRoute(route)) return route;
  const abbreviation = ROUTE_ABBREVIATIONS[route];
  return abbreviation ? `${ROUTE_LABELS[route]} (${abbreviation})` : ROUTE_LABELS[route];
}
