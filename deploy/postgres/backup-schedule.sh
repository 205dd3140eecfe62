#!/bin/sh
# The backup service of docker-compose.yml: continuous backups of the postgres service's cluster with
# pgBackRest (its settings: /etc/pgbackrest/pgbackrest.conf). It shares the server's data volume and
# socket folder, and runs as the same user. On start: makes the bucket and the stanza when missing,
# checks that WAL reaches the repository, and takes a backup (a full when none exists). Then each day
# at BACKUP_HOUR (UTC): a full on BACKUP_FULL_DAY (1 Monday … 7 Sunday), a differential otherwise;
# pgBackRest expires what the retention no longer needs after each. WAL is archived by the server
# itself (archive_command) between backups. See README.md, "Backups and restore".
#   backup-schedule.sh          the schedule (the service's command)
#   backup-schedule.sh health   the health check: a backup succeeded within the last 26 hours
set -eu
stanza=clean
hour=${BACKUP_HOUR:-1}
full_day=${BACKUP_FULL_DAY:-7}
succeeded=/tmp/last-backup-succeeded

if [ "${1:-}" = health ]; then
  [ -n "$(find "$succeeded" -mmin -1560 2>/dev/null)" ]
  exit
fi

log() { echo "backup: $*"; }

backup() {
  if pgbackrest --stanza="$stanza" --type="$1" backup; then
    touch "$succeeded"
    pgbackrest --stanza="$stanza" info
  else
    log "the $1 backup failed; the next try is at the next scheduled time"
  fi
}

make-bucket.sh
pgbackrest --stanza="$stanza" stanza-create
# Fails (and the container restarts) while WAL does not reach the repository.
pgbackrest --stanza="$stanza" check
backup diff

while :; do
  now=$(date -u +%s)
  next=$((now / 86400 * 86400 + hour * 3600))
  [ "$next" -gt "$now" ] || next=$((next + 86400))
  log "next backup at $(date -u -d "@$next" '+%Y-%m-%d %H:%M') UTC"
  sleep $((next - now))
  if [ "$(date -u +%u)" = "$full_day" ]; then backup full; else backup diff; fi
done
