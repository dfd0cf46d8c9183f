/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files it loads from its own package folder; bundling it breaks
  // server-rendered pages (ERR_INVALID_ARG_TYPE), so Node loads it as an external package.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
};

export default nextConfig;
