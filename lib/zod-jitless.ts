// zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying it once:
// under our Content-Security-Policy (no 'unsafe-eval') that try is reported as a violation on every screen that
// validates anything. Without the compiler, zod parses the same, a little slower, and never tries.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object found there when it loads
// (so that copies of zod share them). Setting it before zod loads turns the compiler off without importing zod:
// the browser's first script (instrumentation-client.ts) would otherwise ship zod with every page, forms or not.
// zod-jitless.test.ts checks that zod still reads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function turnOffZodCompiler(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
