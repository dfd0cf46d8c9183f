/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files it loads from its own package folder; bundling it breaks
  // server-rendered pages (ERR_INVALID_ARG_TYPE), so Node loads it as an external package.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
  // The PDFs' font (lib/pdf/fonts.ts reads it with fs at run time, which file tracing cannot follow): listed for
  // the routes that write PDFs, so their .nft.json names it and a standalone build copies it.
  outputFileTracingIncludes: {
    '/doctor/transactions/receipt': ['./lib/pdf/fonts/*'],
    '/doctor/prescription/prescriptionn-details/pdf': ['./lib/pdf/fonts/*'],
  },
  // Server actions carry uploads: a profile picture (2 MB) or a report attachment (5 MB), plus the form.
  // Next's default of 1 MB would refuse them before the action could check and explain.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  // Lets two builds (say, two engineers' test runs on one machine) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async rewrites() {
    // The spec's duplicate path. A second folder that differs only in case would break checkouts on
    // case-insensitive file systems, so the duplicate is a rewrite onto the one screen.
    return [{ source: '/doctor/Schedule', destination: '/doctor/schedule' }];
  },
};

export default nextConfig;
