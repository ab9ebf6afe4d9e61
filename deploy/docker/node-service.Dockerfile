# One recipe, one image per Node process: identity, billing, content, admin, analysis, email-worker (and the
# local-only payment-stand-in). Every image also runs the database migrations: `migrate` as its command (compose's
# migrate service, the Kubernetes migration Job).
#   docker build -f deploy/docker/node-service.Dockerfile --build-arg SERVICE=identity -t pac/identity .
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json and the lockfile, nothing else: the install layers below stay cached until one
# of them changes, and a workspace added later is picked up without editing this file.
# npm 11, as the repository uses (README); the runtime image needs no npm at all.
FROM ${NODE_IMAGE} AS tooling
RUN npm install -g npm@11 --no-audit --no-fund

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print \
  | xargs cp --parents -t /manifests

# Build: the whole workspace's dependencies, then the service and the libraries it runs on (tsc outputs; Nx builds
# the service's own workspace dependencies too, e.g. analysis's libs/deal-model).
FROM tooling AS build
ARG SERVICE=identity
ENV NX_DAEMON=false NX_NO_CLOUD=true
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# No install scripts: what the build and the processes need ships as packages (esbuild, argon2 binaries).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --projects="@pac/${SERVICE},@pac/db,@pac/server-kit,@pac/contracts" --outputStyle=static
# What the runtime takes, gathered in one folder: every library output that build produced (so a service's new
# library needs no line here), the migrations and the service's own output.
RUN mkdir /out && cp -r --parents libs/*/dist libs/db/prisma "services/${SERVICE}/dist" /out/

# Production dependencies of that one workspace only (npm ci scoped with -w, no dev dependencies).
FROM tooling AS prod-deps
ARG SERVICE=identity
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --workspace "@pac/${SERVICE}" --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE=identity
ENV NODE_ENV=production SERVICE=${SERVICE} PORT=3000
WORKDIR /app
# Code and dependencies belong to root and are read-only for the process; it runs as the image's `node` user.
COPY --from=prod-deps /app ./
COPY --from=build /out/ ./
COPY --chmod=755 deploy/docker/node-entrypoint.sh /usr/local/bin/pac-entrypoint
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/local/bin/pac-entrypoint"]
CMD ["serve"]
