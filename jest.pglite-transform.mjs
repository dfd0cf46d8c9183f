// PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's module sandbox allows only
// under Node's --experimental-vm-modules, and that flag on Node 24 makes Jest run the ES-module packages it has
// transformed to CommonJS (jose, TanStack Table, otplib) as ES modules ("exports is not defined"). Built-ins are
// the same through require(), so rewrite the calls and run Jest without the flag.
import { createHash } from 'node:crypto';

const transformer = {
  process(sourceText) {
    // Under another name: the Emscripten glue declares its own `var require` in the same function.
    const code = sourceText.replace(/\bimport\(("(?:node:)?[a-z/]+")\)/g, 'Promise.resolve().then(() => __pgliteNodeRequire($1))');
    return { code: `var __pgliteNodeRequire = require;${code}` };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update('pglite-cjs-v2').update(sourcePath).update(sourceText).digest('hex');
  },
};

export default transformer;
