// One Lighthouse run, in plain Node: under tsx, the functions Lighthouse sends into the page carry esbuild's
// `__name` helper, which the page does not have ("__name is not defined"). scripts/bench/lighthouse.ts runs this
// file with `node` for each measurement and reads the report's parts it needs from stdout.
// Usage: node lighthouse-run.mjs <url> <debugging port> <cookie>
import lighthouse from 'lighthouse';

const [url, port, cookie] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  extraHeaders: { Cookie: cookie },
});
if (!result) throw new Error('Lighthouse returned nothing.');
const { categories, audits, runtimeError, environment } = result.lhr;
const wanted = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint', 'resource-summary'];
process.stdout.write(JSON.stringify({ categories, audits: Object.fromEntries(wanted.map((id) => [id, audits[id]])), runtimeError, environment }));
