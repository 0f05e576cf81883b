# syntax=docker/dockerfile:1
# Allez! as a container: `docker build -t allez .`, then see compose.yaml and deploy/README.md.
# Three stages: build (every dependency, the web app and the compiled server), production
# dependencies only, and the runtime image (those two, a non-root user, plain node).

ARG NODE_IMAGE=node:20-bookworm-slim

# better-sqlite3 compiles from source when no prebuilt binary matches this platform: keep the tools
# in the stages that install, never in the runtime image.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

FROM toolchain AS build
# The committed lockfile, installed as CI does (.ci/run); then the web app and the server, compiled.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM toolchain AS production-dependencies
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/packs ./packs
# The data folder (the SQLite file when DATABASE_URL is unset, the mail outbox without SMTP) belongs to the app's user.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Liveness: the process answers. The proxy asks /api/ready (the store answers) before sending traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful stop (SHUTDOWN_GRACE_MS, default 10 s): give the container a little more (compose's stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.js"]
