# One Dockerfile for every deployable unit; docker-compose.yml picks the target and the app.
# Build context: the repository root.
# Node 24, the active LTS (Node 20 left support in April 2026). Every image that runs something
# ends as the unprivileged `node` user, with node itself as the process: `node --import tsx` (tsx as a
# loader) rather than `npm start` or the tsx CLI, which would each put a second process in front of
# the server. The servers stop gracefully on SIGTERM; compose adds an init (`init: true`) to reap.

# The package manifests alone, so the installs below are cached until a dependency changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY tooling/package.json tooling/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-booking/package.json remote-booking/
COPY remote-admin/package.json remote-admin/
COPY remote-popup/package.json remote-popup/
COPY remote-crew/package.json remote-crew/
COPY api/package.json api/
COPY payment-sandbox/package.json payment-sandbox/
COPY messaging-sandbox/package.json messaging-sandbox/
COPY e2e/package.json e2e/

# Everything, for building: webpack, loaders, the prerendering Chromium's driver.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

# What the running images get: each workspace's `dependencies` and none of the development ones (no
# webpack, no test tools). Every package a server imports is declared by the package that imports it
# (tooling/test/runtime-dependencies.test.ts), so nothing it needs is left out.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund

# The sources over the production dependencies (.dockerignore keeps node_modules, builds, tests and
# .env files out of the copy).
FROM runtime-deps AS runtime
COPY . .

# A web app's production build.
FROM source AS web-build
ARG APP_DIR
RUN test -n "$APP_DIR" && npm run build -w "$APP_DIR"

# A web app: its production build, served by the same static server `npm start` uses.
FROM runtime AS web
ARG APP_DIR
ARG APP
COPY --from=web-build /repo/${APP_DIR}/dist ${APP_DIR}/dist
ENV APP=${APP} HOST=0.0.0.0 NODE_ENV=production
EXPOSE 3000-3005
USER node
# `exec`: the shell only expands $APP, then node replaces it.
CMD ["sh", "-c", "exec node --import tsx tooling/src/serve-static.ts --app \"$APP\""]

# Every web app built, then the public pages prerendered into the shell's dist/ by a Chromium
# (tooling/src/prerender.ts) for the deployment's runtime config, so phones paint them before any
# script has run. Chromium is needed for this step only: the shell image copies the result.
FROM source AS prerendered
ARG RUNTIME_CONFIG=deploy/config.docker.json
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
RUN npm run build --workspaces --if-present && npm run prerender -- --config "$RUNTIME_CONFIG"

# The shell: served like every web app, with its prerendered pages.
FROM runtime AS shell
COPY --from=prerendered /repo/shell/dist shell/dist
ENV APP=shell HOST=0.0.0.0 NODE_ENV=production
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "tooling/src/serve-static.ts", "--app", "shell"]

# The API (Fastify) and the payment sandbox.
FROM runtime AS server
ARG WORKSPACE
RUN test -n "$WORKSPACE" && test -f "$WORKSPACE/src/server.ts"
WORKDIR /repo/${WORKSPACE}
# The folders the process may write: the API's PGlite data when run without DATABASE_URL (mount a
# volume there to keep it; compose gives the API PostgreSQL), and its files (FILES_DIR, the crews'
# photos, when no OBJECT_STORE_URL is set; compose keeps them in MinIO).
RUN install -d -o node -g node data files
ENV HOST=0.0.0.0 NODE_ENV=production
USER node
# What `npm start -w api` runs, without npm in front.
CMD ["node", "--import", "tsx", "src/server.ts"]
