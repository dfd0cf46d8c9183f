import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FOR_WRITES, readsWards, ROUTES, selectRoutes } from './routes';

// Every doctor screen joins the bench the day it lands: each app/doctor/**/page.tsx has a route here.

/** Not screens: /doctor only sends to the dashboard, and [...missing] is the doctor area's PageNotFound. */
const NOT_SCREENS = new Set(['/doctor', '/doctor/[...missing]']);

/** Each page.tsx under `dir` as its folders write it ("/doctor/patients/[id]/(chart)/access-history"). */
function pageRoutes(dir: string, route: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(route);
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    found.push(...pageRoutes(path.join(dir, entry.name), `${route}/${entry.name}`));
  }
  return found;
}

/** A page's address: a route group ("(chart)") adds nothing to it. */
const addressOf = (page: string) => page.replace(/\/\([^)/]+\)/g, '');

describe('the bench routes', () => {
  it('measure every doctor screen, naming the page of each that sits in a route group', () => {
    const pages = pageRoutes(path.join(process.cwd(), 'app', 'doctor'), '/doctor')
      .filter((page) => !NOT_SCREENS.has(page))
      .map((page) => page.replace(/\[[^\]/]+\]/g, '{id}'));
    expect(pages).toContain('/doctor/patients/{id}/(chart)/access-history');
    const measured = new Set(ROUTES.map((route) => route.page ?? route.path.split('?')[0]));
    expect(pages.filter((page) => !measured.has(page))).toEqual([]);
    // A route's page, when given, is the page of the address it requests.
    for (const route of ROUTES) if (route.page) expect(addressOf(route.page)).toBe(route.path.split('?')[0]);
  });

  it('open a ward the bed board’s overview links to, then an admission that ward’s beds link to', () => {
    const ward = ROUTES.find((route) => route.path === '/doctor/wards?ward={id}')!;
    expect(ward.name).toContain('wards');
    expect(ward.idFrom?.route).toBe('/doctor/wards');
    expect(ward.idFrom!.pattern.exec('<h3><a href="/doctor/wards?ward=17">Block A Medical Ward</a></h3>')?.[1]).toBe('17');
    expect(ward.idFrom!.pattern.exec('<a href="/doctor/wards">All wards</a>')).toBeNull();
    const admission = ROUTES.find((route) => route.path === '/doctor/admissions/{id}')!;
    expect(admission.idFrom?.route).toBe(ward.name);
    expect(ROUTES.findIndex((route) => route.name === '/doctor/wards')).toBeLessThan(ROUTES.indexOf(ward));
    expect(ROUTES.indexOf(ward)).toBeLessThan(ROUTES.indexOf(admission));
    expect(admission.idFrom!.pattern.exec('<a href="/doctor/admissions/4213">Bed 3</a>')?.[1]).toBe('4213');
  });

  it('know which runs need the wards first', () => {
    expect(readsWards(ROUTES)).toBe(true);
    expect(readsWards(selectRoutes(ROUTES, ['admissions']))).toBe(true);
    expect(readsWards(selectRoutes(ROUTES, ['wards?ward']))).toBe(true);
    expect(readsWards(selectRoutes(ROUTES, ['settings/wards']))).toBe(true);
    expect(readsWards(selectRoutes(ROUTES, ['lab']))).toBe(false);
  });
});

test("the FHIR writes add to another patient than the one whose chart, visits and readings are measured", () => {
  const cards = '<div><a id="view-details-1">View Details</a></div><div><a id="view-details-2">View Details</a></div>';
  const writes = ROUTES.filter((route) => route.write);
  expect(writes.filter((route) => route.idFrom).map((route) => route.name)).toEqual(['POST /fhir/Observation', 'POST /fhir/AllergyIntolerance']);
  for (const route of writes) if (route.idFrom) expect(route.idFrom).toBe(FOR_WRITES);
  expect(FOR_WRITES!.pattern.exec(cards)?.[1]).toBe('2');
  const measured = ROUTES.filter((route) => !route.write && route.idFrom?.route === '/doctor/patients');
  expect(measured.length).toBeGreaterThan(5);
  for (const route of measured) expect(route.idFrom!.pattern.exec(cards)?.[1]).toBe('1');
});
