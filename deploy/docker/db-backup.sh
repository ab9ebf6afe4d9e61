#!/bin/sh
# The production backup (the db-backup CronJob): pg_dump of DATABASE_URL in custom format into BACKUP_DIR, with a
# sha256sum line beside it, then backups older than BACKUP_KEEP_DAYS removed. The same files `npm run db:restore`
# restores (it checks the checksum first). A partial dump never takes a backup's name.
set -eu
: "${DATABASE_URL:?DATABASE_URL is not set: it names the database to back up}"
dir="${BACKUP_DIR:-/backups}"
keep="${BACKUP_KEEP_DAYS:-14}"
name="pac-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --no-privileges --file="$dir/$name.partial" --dbname="$DATABASE_URL"
mv "$dir/$name.partial" "$dir/$name"
(cd "$dir" && sha256sum "$name" > "$name.sha256")
find "$dir" -maxdepth 1 -name 'pac-*.dump*' -mtime +"$keep" -delete
echo "backed up to $dir/$name ($(wc -c < "$dir/$name") bytes), kept ${keep} days"
