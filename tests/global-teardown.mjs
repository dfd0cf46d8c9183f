// Removes the folder of database templates that tests/global-setup.mjs built.
import { rmSync } from 'node:fs';
import { TEMPLATES_ENV } from './global-setup.mjs';

export default function globalTeardown() {
  const folder = process.env[TEMPLATES_ENV];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
