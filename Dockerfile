# Sen — production image (multi-stage, runs as the unprivileged `node` user).
# docker build -t sen .          then see compose.yaml for the multi-node set-up.

# ---- build: install everything, build the web app and the server bundle, drop dev dependencies
FROM node:22-bookworm-slim AS build
# Compilers only for a native module without a prebuilt binary (better-sqlite3, sharp have them for linux-x64/arm64).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built app and production dependencies only
FROM node:22-bookworm-slim AS runtime
# Memory settings of scripts/runtime.mjs (decision 0370): keep them in step.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=8"
WORKDIR /app
# package-lock.json marks the repository root (config/index.ts findRepoRoot); WEB_BUILD_DIR defaults to apps/web/build.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/core ./packages/core
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=node:node /app/apps/web/build ./apps/web/build
# SQLite file, uploads (without S3) and the generated JWT key (without JWT_SECRET) live here.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /api/v1/health: the process answers (readiness of the database is /api/v1/ready, used by the proxy).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates (under a lock shared by all instances), seeds an empty database when allowed, serves.
# Other commands: node apps/server/dist/{migrate,seed,storage-migrate,backup,restore}.js
CMD ["node", "apps/server/dist/main.js"]
