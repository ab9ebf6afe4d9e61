# Static front ends served by nginx: the shell (APP=shell) or one remote (APP=mfe-course, …).
# docker build -f deploy/docker/web.Dockerfile --build-arg APP=mfe-course -t pac/mfe-course .
FROM node:20-bookworm-slim AS build
ARG APP=shell
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build --projects="@pac/${APP}" --outputStyle=static \
 && cp -r "${APP}/dist" /site

FROM nginx:1.27-alpine
COPY --from=build /site /usr/share/nginx/html
COPY deploy/nginx/static-site.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/write-manifest.sh /docker-entrypoint.d/40-write-manifest.sh
HEALTHCHECK --interval=15s --timeout=3s CMD wget -qO- http://127.0.0.1:8080/ >/dev/null || exit 1
