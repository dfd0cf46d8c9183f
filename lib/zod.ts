// zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying it once:
// under our Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation on every screen that
// validates anything. zod's documented setting `jitless` turns the compiler off: zod parses the same, a little
// slower, and never tries. Every module of the app takes zod from here (an ESLint rule says so), so the setting
// is made before any schema parses, and zod loads only with the code that validates.
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
