# The application image: the API server (`npm start`) and, later, the worker (`npm run worker`).
# TypeScript runs directly through @swc-node/register (see server/core/register.cjs), which needs
# the `typescript` package at run time, so the full dependency set is installed.
FROM node:20-bookworm-slim

ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

WORKDIR /app

# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci && npm cache clean --force

# Source stays owned by root and read-only for the app; only .data (database files, media,
# demo feed) is writable by the `node` user the process runs as.
COPY . .
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node

ENV HOST=0.0.0.0 \
    PORT=3000

EXPOSE 3000

CMD ["npm", "start"]
