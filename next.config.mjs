/** @type {import('next').NextConfig} */
const nextConfig = {
  // A server that runs on its own (`npm start`, the container): .next/standalone with only the files it needs.
  // scripts/complete-standalone.ts adds what Next leaves out (public/, the browser's files, the migrations).
  // Not on Vercel, which traces its functions itself (scripts/complete-standalone.ts skips its step there too).
  ...(process.env.VERCEL ? {} : { output: 'standalone' }),
  // PGlite ships WASM and data files it loads from its own package folder; bundling it breaks
  // server-rendered pages (ERR_INVALID_ARG_TYPE), so Node loads it as an external package.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
  // Vercel refuses a request body over 4.5 MB before the app sees it: a build there limits report attachments to
  // 4 MB, so that the form and the server say so themselves (lib/constants.ts attachmentMaxMb).
  env: { HMS_ATTACHMENT_MAX_MB: process.env.VERCEL ? '4' : '5' },
  // The PDFs' font (lib/pdf/fonts.ts reads it with fs at run time, which file tracing cannot follow): listed for
  // the routes that write PDFs, so their .nft.json names it and a standalone build copies it.
  outputFileTracingIncludes: {
    '/doctor/transactions/receipt': ['./lib/pdf/fonts/*'],
    '/doctor/prescription/prescriptionn-details/pdf': ['./lib/pdf/fonts/*'],
  },
  // Server actions carry uploads: a profile picture (2 MB) or a report attachment (5 MB), plus the form.
  // Next's default of 1 MB would refuse them before the action could check and explain.
  // The proxy (proxy.ts) runs before every route, and Next buffers a request's body for it up to this size, silently
  // cutting a longer one: a patient's record imported through POST /fhir/$import-record may be 20 MB
  // (lib/record-import/rules/limits.ts), which the route itself refuses past its limit with a 413.
  //
  // Turbopack keeps what it compiled in .next/cache for the next build (on by default). `npm test` turns it off
  // (HMS_BUILD_CACHE=off, set by that script alone): it runs on clean clones, where no cache is ever read again,
  // and writing one was 212 MB and 25 s of its build on two cores.
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    proxyClientMaxBodySize: '21mb',
    turbopackFileSystemCacheForBuild: process.env.HMS_BUILD_CACHE !== 'off',
  },
  // Lets two builds (say, two engineers' test runs on one machine) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds, so its build skips Next's second pass
  // over the same files (HMS_TYPES_CHECKED=1, set by that script alone); every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.HMS_TYPES_CHECKED === '1' },
  async rewrites() {
    // The schedule's second, capitalised address: the original app answered at both, so old links still open it.
    // A second folder that differs only in case would break checkouts on case-insensitive file systems, so the
    // duplicate is a rewrite onto the one screen.
    return [{ source: '/doctor/Schedule', destination: '/doctor/schedule' }];
  },
};

export default nextConfig;
