import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUIRED_IN_PRODUCTION } from '@/lib/env';

/** The `KEY: value` lines of compose.yaml's app service environment. */
function appEnvironment(text: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^ {2}app:\s*$/.test(line));
  const env = lines.findIndex((line, index) => index > start && /^ {4}environment:\s*$/.test(line));
  const entries = new Map<string, string>();
  for (const line of lines.slice(env + 1)) {
    if (/^\s*#/.test(line)) continue;
    const match = /^ {6}([A-Z_]+):\s*(.*)$/.exec(line);
    if (!match) break;
    entries.set(match[1], match[2]);
  }
  return entries;
}

describe('compose.yaml', () => {
  const text = readFileSync(path.join(process.cwd(), 'compose.yaml'), 'utf8');
  const env = appEnvironment(text);

  it('lists every variable a production server needs, each required from .env', () => {
    for (const name of [...REQUIRED_IN_PRODUCTION, 'DATABASE_URL']) expect(env.has(name)).toBe(true);
    for (const name of REQUIRED_IN_PRODUCTION) expect(env.get(name)).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
  });

  it('gives no variable a value of its own: each comes from .env or is empty', () => {
    for (const [name, value] of env) {
      const withoutReferences = value.replace(/\$\{[A-Z_]+:[?-][^}]*\}/g, '');
      if (name === 'DATABASE_URL') expect(withoutReferences).toBe('postgres://hms:@db:5432/hms');
      else expect(withoutReferences).toBe('');
    }
    expect(text).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/);
  });

  it('runs PostgreSQL 16 on a named volume', () => {
    expect(text).toMatch(/image: postgres:16\n/);
    expect(text).toMatch(/- db-data:\/var\/lib\/postgresql\/data/);
    expect(text).toMatch(/\nvolumes:\n {2}db-data:\n {2}app-data:\n/);
  });
});
