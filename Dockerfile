# The app server as the lender runs it (docs/decisions/ops-compiled-server.md): the built app and
# the compiled server, production dependencies only, run as a non-root user on Node 24 LTS.
# tests/image/image-folder.build.test.ts assembles the final stage's folder by these same steps
# and starts it read-only (these machines have no Docker engine).

# The previous release's image: its hashed files are carried into this one, so the pages of both
# releases load from any replica during a rolling deploy (docs/decisions/ops-rolling-deploys.md).
# The first release names none: an empty folder is carried.
ARG PREVIOUS_IMAGE=node:24-bookworm-slim

FROM ${PREVIOUS_IMAGE} AS previous
USER root
RUN mkdir -p /app/dist/assets

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
COPY --from=previous /app/dist /previous-dist
# The commit the build-info series names (there is no .git in the build context).
ARG APP_COMMIT=unknown
RUN APP_COMMIT=$APP_COMMIT CARRY_ASSETS_FROM=/previous-dist npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Nothing here is written at run time: the folder may be mounted read-only (only /tmp writable).
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 (no npm in between), so SIGTERM reaches the server and it drains.
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
