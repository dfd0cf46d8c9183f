// npm run build runs this after `next build` (see ./standalone.ts).
import path from 'node:path';
import { completeStandalone } from './standalone';

if (process.env.VERCEL) {
  console.log('Built on Vercel: no standalone server to complete (Vercel runs the app as functions).');
} else {
  const root = process.cwd();
  const target = completeStandalone(root, process.env.NEXT_DIST_DIR || '.next');
  console.log(`The standalone server is complete in ${path.relative(root, target)} (run it with npm start).`);
}
