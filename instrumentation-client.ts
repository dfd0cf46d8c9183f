// Runs in the browser before the app's own code (Next's instrumentation-client).
import { config } from 'zod';

// zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying it once:
// under our Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation on every screen that
// validates anything. Without the compiler, zod parses the same, a little slower, and never tries.
config({ jitless: true });
