// Bundled by npm run build into the standalone server's scripts/config-check.bundle.cjs (scripts/standalone.ts),
// and preloaded by the start command through scripts/config-check.cjs: the configuration is checked before Next
// starts its server, so that a refused configuration is the only thing a failed start prints, never after "Ready".
// instrumentation.ts checks it again where there is no preload (serverless hosting).
import { startupFailureLine } from '@/lib/db/startup-failure';
import { getEnv } from '@/lib/env';
import { createLogger } from '@/lib/log/create-logger';
import { outputMode, processStream } from '@/lib/log/sinks';

try {
  getEnv();
} catch (error) {
  createLogger(processStream(outputMode())).child({ component: 'startup' }).fatal({ err: error }, startupFailureLine(error));
  process.exit(1);
}
