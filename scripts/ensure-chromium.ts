// Makes sure the browsers are there before the browser tests: as root on Debian, Debian's headless shell (the
// suite runs faster on it) and its full Chromium (whose PDF viewer a few tests need); elsewhere one is found,
// or Playwright's own build is installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, findChromium, findFullChromium } from './chromium';

function run(command: string) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const onDebian = existsSync('/etc/debian_version');

/** Installs Debian's packages; says so (and goes on) when apt cannot, e.g. without its mirror. */
function aptInstall(packages: string[]) {
  try {
    run(`apt-get install -y -qq ${packages.join(' ')}`);
  } catch {
    // The package lists may be stale or absent: read them, then try once more.
    try {
      run('apt-get update -qq');
      run(`apt-get install -y -qq ${packages.join(' ')}`);
    } catch {
      console.warn(`Could not install ${packages.join(' ')}; looking for another Chromium.`);
    }
  }
}

if (isRoot && onDebian && !process.env.CHROMIUM_PATH) {
  const missing = [
    ...(existsSync(DEBIAN_HEADLESS_SHELL.path) ? [] : [DEBIAN_HEADLESS_SHELL.pkg]),
    ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
  ];
  if (missing.length > 0) aptInstall(missing);
}
let path = findChromium();
if (!path && !(isRoot && onDebian)) {
  run('npx playwright install chromium');
  path = findChromium();
}
if (!path) {
  console.error('No Chromium found or installed. Set CHROMIUM_PATH to a Chromium executable.');
  process.exit(1);
}
console.log(`Chromium: ${path}`);
const full = findFullChromium();
if (full !== path) console.log(`Chromium with a PDF viewer: ${full ?? 'none found (the tests of framed PDFs will fail)'}`);
