#!/bin/sh
# Entry point of the Node images (deploy/docker/node-service.Dockerfile).
#   serve    (default) run this image's process: services/$SERVICE/dist/main.js
#   migrate  apply the committed migrations to DATABASE_URL, then seed (course catalogue, default settings and the
#            admin from ADMIN_EMAIL / ADMIN_PASSWORD); both are idempotent and safe to run on every release
#   anything else is run as given (e.g. `sh` for a look inside)
set -eu
case "${1:-serve}" in
  serve) exec node "services/${SERVICE}/dist/main.js" ;;
  migrate)
    node libs/db/dist/cli/migrate.js
    exec node libs/db/dist/cli/seed.js
    ;;
  *) exec "$@" ;;
esac
