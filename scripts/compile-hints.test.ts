import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, shiftSourceMap } from './compile-hints';

describe('V8 compile hints on the built browser scripts', () => {
  let dist: string;
  let chunks: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'pages'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('starts every script with the hint once, however often the step runs, and leaves other files alone', () => {
    writeFileSync(path.join(chunks, 'a.js'), 'console.log(1);');
    writeFileSync(path.join(chunks, 'pages', 'b.js'), 'console.log(2);');
    writeFileSync(path.join(chunks, 'c.css'), 'body{}');
    expect(addCompileHints(dist)).toBe(2);
    expect(addCompileHints(dist)).toBe(0);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(readFileSync(path.join(chunks, 'pages', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(readFileSync(path.join(chunks, 'c.css'), 'utf8')).toBe('body{}');
  });

  it("moves a script's source map down the hint's line", () => {
    writeFileSync(path.join(chunks, 'a.js'), 'x();\n//# sourceMappingURL=a.js.map');
    writeFileSync(path.join(chunks, 'a.js.map'), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 4, column: 2 }, map: {} }] }));
    addCompileHints(dist);
    const map = JSON.parse(readFileSync(path.join(chunks, 'a.js.map'), 'utf8')) as { sections: { offset: { line: number; column: number } }[] };
    expect(map.sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
    expect(shiftSourceMap({ mappings: 'AAAA;CAAC' }).mappings).toBe(';AAAA;CAAC');
  });

  it('refuses a folder without a build', () => {
    expect(() => addCompileHints(path.join(dist, 'nothing'))).toThrow(/next build must have run/);
  });
});
