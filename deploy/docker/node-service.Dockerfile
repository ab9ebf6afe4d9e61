# One image recipe for every Node process (identity, billing, content, admin, email-worker, gateway-less setups and
# the migrate job). docker build -f deploy/docker/node-service.Dockerfile --build-arg SERVICE=identity -t pac/identity .
FROM node:20-bookworm-slim AS build
ARG SERVICE=identity
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build --projects="@pac/${SERVICE},@pac/db" --outputStyle=static \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
ARG SERVICE=identity
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /repo /app
USER node
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
