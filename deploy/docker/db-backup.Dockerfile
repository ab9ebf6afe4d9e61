# The database backup image: Debian's PostgreSQL client (pg_dump, the server's major version) and db-backup.sh.
#   docker build -f deploy/docker/db-backup.Dockerfile -t pac/db-backup .
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/docker/db-backup.sh /usr/local/bin/db-backup
USER 1000:1000
ENTRYPOINT ["/usr/local/bin/db-backup"]
