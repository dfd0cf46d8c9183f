import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from './routes';

// Every doctor screen joins the bench the day it lands: each app/doctor/**/page.tsx has a route here.

/** Not screens: /doctor only sends to the dashboard, and [...missing] is the doctor area's PageNotFound. */
const NOT_SCREENS = new Set(['/doctor', '/doctor/[...missing]']);

/** The address of each page under `dir`: route groups ("(chart)") add nothing to it, a [param] is `{id}`. */
function pageAddresses(dir: string, address: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(address);
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    found.push(...pageAddresses(path.join(dir, entry.name), address + segment));
  }
  return found;
}

describe('the bench routes', () => {
  it('measure every doctor screen', () => {
    const measured = new Set(ROUTES.map((route) => route.path.split('?')[0]));
    const screens = pageAddresses(path.join(process.cwd(), 'app', 'doctor'), '/doctor').filter((address) => !NOT_SCREENS.has(address));
    expect(screens).toContain('/doctor/patients/[id]/access-history');
    const unmeasured = screens.map((address) => address.replace(/\[[^\]/]+\]/g, '{id}')).filter((address) => !measured.has(address));
    expect(unmeasured).toEqual([]);
  });
});
