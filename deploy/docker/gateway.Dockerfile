# The production gateway: nginx (unprivileged, port 8080) routing /api/* by prefix to the services, each remote at
# /mfe-<name>/ and everything else to the shell (deploy/nginx/gateway.conf; routes rendered from libs/contracts).
#   docker build -f deploy/docker/gateway.Dockerfile -t pac/gateway .
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
FROM ${NGINX_IMAGE}
COPY deploy/nginx/security-headers.conf deploy/nginx/docs-read-only.conf deploy/nginx/gateway-routes.conf deploy/nginx/upstreams.conf /etc/nginx/pac/
COPY deploy/nginx/access-log.conf /etc/nginx/conf.d/00-access-log.conf
COPY deploy/nginx/gateway.conf /etc/nginx/conf.d/default.conf
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
