import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientEntriesOf, ROOT, shipped } from '@/tests/client-code/shipped';

// What the patient list makes the browser download and hydrate (its blocking time on a phone). Followed here
// through the source's static imports: a dynamic import() is a chunk fetched later, and a type import is erased.

const HERE = path.relative(ROOT, __dirname);

/** The client components that the page and its server components render: the list's own, and shared ones. */
const ENTRIES = clientEntriesOf(['app/doctor/patients/page.tsx']);

describe('the patient list in the browser', () => {
  const { files, packages } = shipped(ENTRIES);

  it('ships neither zod nor libphonenumber-js, nor the modules that bring them', () => {
    expect([...packages].filter((name) => /^(zod|libphonenumber-js)(\/|$)/.test(name))).toEqual([]);
    expect([...files].filter((file) => /^lib\/[a-z-]+\/schema(\.ts|\/)/.test(file) || file === 'lib/patients/rules/phone.ts')).toEqual([]);
  });

  it('ships no card (the server renders them) and fetches the side sheet and its reports table only when opened', () => {
    for (const part of ['patient-card.tsx', 'patient-grid.tsx', 'patient-sheet.tsx', 'medical-reports-table.tsx']) expect(files).not.toContain(path.join(HERE, part));
    // The data-table kit's index would bring TanStack Table: the list's controls import the two files they use.
    expect([...packages].filter((name) => name.startsWith('@tanstack/'))).toEqual([]);
  });

  it('still reaches the sheet, through the import() of its lazy part', () => {
    expect(readFileSync(path.join(ROOT, HERE, 'patient-sheet-part.ts'), 'utf8')).toContain("import('./patient-sheet')");
    expect(files).toContain(path.join(HERE, 'patient-sheet-part.ts'));
  });
});
