# Adjutant in a container: `npm start` (the Discord bot with DISCORD_TOKEN, the forum watcher with FORUM_THREAD_URL)
# with its SQLite database on the volume /data. How to build, run, back up and upgrade it: docs/deploy.md.

# --- build: install every package, compile to dist/ (npm ci runs the build through `prepare`), drop the dev ones
FROM node:20-slim AS build
# better-sqlite3 installs a prebuilt binary; these compile it where no prebuilt one fits the platform
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --no-audit --no-fund

# --- run: the compiled program, its production packages, DejaVu Sans for the map pictures, a non-root user
FROM node:20-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
# the rules references the live web page serves (/games/<id>/rules)
COPY --from=build /app/docs/rules ./docs/rules
# npm runs scripts through /bin/sh (dash), which does not hand SIGTERM on to `node`; bash replaces itself with node,
# so `docker stop` reaches the program and it shuts down cleanly (exit 0)
ENV NODE_ENV=production \
  DATA_DIR=/data \
  LOG_FORMAT=json \
  NPM_CONFIG_SCRIPT_SHELL=/bin/bash \
  NPM_CONFIG_UPDATE_NOTIFIER=false
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
CMD ["npm", "start"]
