import path from 'node:path';

// Loading the preload sets DATA_DIR, as it does in the server: put back as it was for the other suites.
const before = process.env.DATA_DIR;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the preload is CommonJS
const { absoluteDataDir } = require('./launch-folder.cjs') as { absoluteDataDir: (raw: string | undefined, cwd: string) => string };
afterAll(() => {
  if (before === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = before;
});

describe('DATA_DIR before the standalone server changes folder', () => {
  it('is resolved against the folder the server was started from', () => {
    expect(absoluteDataDir('.data-clinic', '/srv/hms')).toBe(path.resolve('/srv/hms/.data-clinic'));
    expect(absoluteDataDir('../shared/db', '/srv/hms')).toBe(path.resolve('/srv/shared/db'));
  });

  it('defaults to .data there, as in development', () => {
    expect(absoluteDataDir(undefined, '/srv/hms')).toBe('/srv/hms/.data');
    expect(absoluteDataDir('', '/srv/hms')).toBe('/srv/hms/.data');
  });

  it('keeps an absolute folder (the container volume) as it is', () => {
    expect(absoluteDataDir('/data', '/app')).toBe('/data');
  });
});
