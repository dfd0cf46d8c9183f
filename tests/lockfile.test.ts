import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm ci` refuses a lock file whose packages ask for a dist-tag ("latest") once the registry moves that tag past the
 * locked version: CI failed so when third-party-web 0.30.0 came out (Lighthouse's trace engine asks for "latest").
 * Each such request must be pinned by an entry of package.json's `overrides`.
 */
const root = path.join(__dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type LockedPackage = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

const DIST_TAG = /^[a-z][\w.-]*$/i;

function distTagRequests(lock: { packages: Record<string, LockedPackage> }): string[] {
  const requests = new Set<string>();
  for (const locked of Object.values(lock.packages)) {
    for (const [name, spec] of Object.entries({ ...locked.dependencies, ...locked.optionalDependencies })) {
      if (DIST_TAG.test(spec) && !spec.includes(':')) requests.add(name);
    }
  }
  return [...requests].sort();
}

describe('package-lock.json', () => {
  it('pins every package asked for by dist-tag with an override, so npm ci holds when the tag moves', () => {
    const overrides: Record<string, unknown> = read('package.json').overrides ?? {};
    const unpinned = distTagRequests(read('package-lock.json')).filter((name) => !(name in overrides));
    expect(unpinned).toEqual([]);
  });

  it('finds a dist-tag request (the check can fail)', () => {
    expect(distTagRequests({ packages: { a: { dependencies: { b: 'latest', c: '^1.0.0', d: '*' } } } })).toEqual(['b']);
  });

  it('pins each override to the version the lock file holds', () => {
    const overrides: Record<string, string> = read('package.json').overrides ?? {};
    const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };
    for (const [name, version] of Object.entries(overrides)) {
      expect({ name, version: lock.packages[`node_modules/${name}`]?.version }).toEqual({ name, version });
    }
  });
});
