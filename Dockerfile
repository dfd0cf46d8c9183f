# The app as a container: the standalone server of `npm run build` on Node 24, run by a user without privileges.
#
#   docker build -t hms .
#   docker run -p 3000:3000 -v hms-data:/data --env-file hms.env hms
#
# docs/operations.md (Container) says what hms.env must hold; compose.yaml runs it with PostgreSQL 16.
# scripts/dockerfile.test.ts and e2e/standalone.spec.ts check this file against the project.

# 1. Every dependency, for the build (the image keeps none of them).
FROM node:24-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: .next/standalone holds the server and only the production files it needs.
FROM node:24-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /src/node_modules ./node_modules
COPY . .
RUN npm run build

# 3. What runs: the standalone folder alone, owned by root and read-only to the app, with two writable places:
#    /data (the embedded database, the mail outbox) and Next's cache.
FROM node:24-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 hms \
 && useradd --system --uid 1001 --gid hms --no-create-home hms \
 && mkdir -p /data /app/.next/cache \
 && chown hms:hms /data /app/.next/cache
COPY --from=build /src/.next/standalone ./
USER hms
VOLUME ["/data"]
EXPOSE 3000
# Ready, not only alive: 503 while the database does not answer or a migration is missing.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the requests in flight are answered and the database closed (scripts/graceful-shutdown.cjs).
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=384", "--require", "./scripts/graceful-shutdown.cjs", "--require", "./scripts/launch-folder.cjs", "--require", "./scripts/config-check.cjs", "server.js"]
