# The portal's image: the api, run as `npm start` runs it (node --import tsx
# api/src/main.ts), with the built shell and remotes it serves from one origin. docker-compose.yml
# runs several of these behind nginx. Not built on the team's machines (no Docker daemon there).
#
#   docker build -t portal .
#
# Configuration is the environment (docs/operations/configuration.md); the image sets NODE_ENV=production, so
# the api refuses to start with the demo defaults: set DEMO_DATA=false, CLIENT_SECRET and APP_KEY.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when its prebuilt binary cannot be fetched
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# the manifests first, so the install layer is reused while only sources change
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY dev-host/package.json dev-host/
COPY shared-auth/package.json shared-auth/
COPY shared-ui/package.json shared-ui/
COPY releases/package.json releases/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-participant/package.json remote-participant/
COPY remote-admin/package.json remote-admin/
COPY remote-review/package.json remote-review/
COPY e2e/package.json e2e/
# `npm install` rather than `npm ci`: the lockfile is made on linux-x64 without other platforms'
# optional binaries, which `npm ci` counts as out of sync (.ci/run says the same); the lockfile
# still pins every version. Dev dependencies stay: the api runs through tsx.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    TRUST_PROXY=1
WORKDIR /app
COPY --from=build /app /app
# uploads (DATA_DIR/storage) and the mail outbox live on the volume every replica mounts; the
# releases (RELEASES_DIR, default DATA_DIR/releases) on a volume of their own, which takes this
# folder's owner when compose creates it, so a deploy run as `node` can write it
RUN mkdir -p /data/storage /data/outbox /data/releases && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# 200 while the database answers (api/src/http/health.ts)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# the api finishes its requests in flight on SIGTERM (docker stop); compose allows it 20 s
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "api/src/main.ts"]
