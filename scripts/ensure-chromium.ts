// Makes sure a Chromium is there before the browser tests: finds one, or installs one
// (Debian's package when running as root on Debian, else Playwright's own build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';

function run(command: string) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

let path = findChromium();
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    run('apt-get update -qq');
    run('apt-get install -y -qq chromium');
  } else {
    run('npx playwright install chromium');
  }
  path = findChromium();
}
if (!path) {
  console.error('No Chromium found or installed. Set CHROMIUM_PATH to a Chromium executable.');
  process.exit(1);
}
console.log(`Chromium: ${path}`);
