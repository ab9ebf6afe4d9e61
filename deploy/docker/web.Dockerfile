# A static front end served by nginx (unprivileged, port 8080): the shell (APP=shell) or one remote
# (APP=mfe-marketing, mfe-course, mfe-account, mfe-admin, mfe-calculator), each its own image and release.
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=mfe-course -t pac/mfe-course .
# The shell writes /mfe-manifest.json from MFE_*_URL at container start (deploy/nginx/write-manifest.sh), or gets
# it mounted (Kubernetes ConfigMap). Cache rules: deploy/nginx/static-locations.conf.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# npm 11, as the repository uses (README); the runtime image needs no npm at all.
FROM ${NODE_IMAGE} AS tooling
RUN npm install -g npm@11 --no-audit --no-fund

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print \
  | xargs cp --parents -t /manifests

FROM tooling AS build
ARG APP=shell
ENV NX_DAEMON=false NX_NO_CLOUD=true
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# No install scripts: what the build and the processes need ships as packages (esbuild, argon2 binaries).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The local development manifest (public/) must not ship: production's comes from the environment or a ConfigMap.
RUN npx nx run "@pac/${APP}:build" --outputStyle=static && rm -f "${APP}/dist/mfe-manifest.json" && mv "${APP}/dist" /site

FROM ${NGINX_IMAGE} AS runtime
COPY deploy/nginx/security-headers.conf deploy/nginx/static-locations.conf /etc/nginx/pac/
COPY deploy/nginx/access-log.conf /etc/nginx/conf.d/00-access-log.conf
COPY deploy/nginx/static-site.conf /etc/nginx/conf.d/default.conf
COPY --chmod=755 deploy/nginx/write-manifest.sh /docker-entrypoint.d/40-write-manifest.sh
# The html folder belongs to nginx's user (101) so the shell's entrypoint hook can write the manifest there.
USER root
RUN rm -rf /usr/share/nginx/html && install -d -o 101 -g 101 /usr/share/nginx/html
COPY --from=build --chown=101:101 /site /usr/share/nginx/html
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/index.html || exit 1
