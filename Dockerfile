# The application image, one for both processes of the stack: the web server (the default command)
# and the worker (`node -r ./server/core/register.cjs server/worker.ts`, see docker-compose.yml).
#
# Three stages, because building the site and running it need different things:
#   deps     production dependencies only; its layer is reused until the lock file changes.
#   build    every dependency (Vite, Lingui, the codegen plugin are dev dependencies) to turn the
#            React client into dist/ (`npm run build`); nothing of this stage is kept but dist/.
#   runtime  what `npm run serve` and `npm run worker` read, and nothing they would write to.
# The runtime never builds. The image used to run `npm start`, whose `prestart` runs the build at
# every start: as the unprivileged user it stopped at once with EACCES, since Vite writes its
# bundled config into node_modules/.vite-temp and its output into dist/, both in the root-owned
# /app. Built once here instead, the site starts in seconds and the image needs no dev dependency.

FROM node:20-bookworm-slim AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
# TypeScript runs directly at run time through @swc-node/register (server/core/register.cjs), which
# reads tsconfig.json with the `typescript` package. That package is its peer dependency, so npm
# counts it as a production dependency and keeps it here: no dev dependency is needed to run.
RUN npm ci --omit=dev && npm cache clean --force

FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=deps /app/node_modules ./node_modules
# The sources are the program (compiled in memory at each start), so they ship as they are:
# server/, common/ and migrations/ for both processes, scripts/ for the staff commands
# (`npm run owner`, `seed`, `import`, …), client/static/ for the files served under /static, and the
# build's dist/ for the site. Tests, e2e/, docs/ and the client's sources stay out (.dockerignore,
# and nothing below copies client/ beyond static/).
COPY package.json tsconfig.json ./
COPY server ./server
COPY common ./common
COPY migrations ./migrations
COPY scripts ./scripts
COPY client/static ./client/static
COPY --from=build /app/dist ./dist
# Everything above stays owned by root, read-only for the process. /app/.data (the embedded
# PostgreSQL when no DATABASE_URL is given, media, uploads; a volume in docker-compose.yml) is the
# one directory of /app the `node` user may write. The TypeScript loader keeps its compile cache in
# the system temporary directory (/tmp/swc-node-<uid>), outside /app.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# `npm run serve`, without npm in between: npm runs a script through `sh -c`, and on `docker stop`
# the shell dies of the SIGTERM without passing it on, so the server would be killed before its
# graceful shutdown. Started directly (PID 1, or the child of compose's `init`), Node receives it.
# deployment.test.ts checks that this command is still the `serve` script of package.json.
CMD ["node", "-r", "./server/core/register.cjs", "server/main.ts"]
