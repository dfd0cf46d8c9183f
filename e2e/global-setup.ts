import { ensureDemoTemplate } from './fixtures/demo-template';

/** The demo database that the run's servers and the servers a spec starts are copies of (fixtures/demo-template.ts). */
export default function seedDemoTemplate(): void {
  ensureDemoTemplate();
}
