// npm run build runs this after `next build`: the browser's scripts get V8's compile hint (./compile-hints.ts),
// then the standalone server is completed (see ./standalone.ts).
import path from 'node:path';
import { addCompileHints } from './compile-hints';
import { completeStandalone } from './standalone';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const hinted = addCompileHints(path.join(root, distDir));
console.log(`Added V8's compile hint to ${hinted} browser scripts.`);
if (process.env.VERCEL) {
  console.log('Built on Vercel: no standalone server to complete (Vercel runs the app as functions).');
} else {
  const target = completeStandalone(root, distDir);
  console.log(`The standalone server is complete in ${path.relative(root, target)} (run it with npm start).`);
}
