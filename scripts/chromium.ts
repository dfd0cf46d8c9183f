// Where the browser tests find Chromium: CHROMIUM_PATH, then Debian's headless shell (the old headless mode,
// without the browser's windowing: the suite runs faster than on the full browser), then Debian's
// /usr/bin/chromium, then Playwright's own. The few tests that need the full browser's PDF viewer ask for it.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's package of the headless shell and the path it installs. */
export const DEBIAN_HEADLESS_SHELL = { pkg: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' } as const;

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function firstThere(paths: string[]): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return paths.find((path) => existsSync(path)) ?? playwrightChromium();
}

/** The browser of the end-to-end tests: the headless shell when there is one. */
export function findChromium(): string | undefined {
  return firstThere([DEBIAN_HEADLESS_SHELL.path, ...FULL_BROWSERS]);
}

/**
 * The full browser, for the tests that need what only it has: its PDF viewer (a PDF framed in a page is shown,
 * where the headless shell downloads it and leaves the frame empty).
 */
export function findFullChromium(): string | undefined {
  return firstThere(FULL_BROWSERS);
}
