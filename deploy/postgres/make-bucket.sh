#!/bin/sh
# Makes the bucket of pgBackRest's repository, which pgBackRest itself never makes: one signed S3 PUT to
# the store of pgbackrest.conf (PGBACKREST_CONFIG, else /etc/pgbackrest/pgbackrest.conf), over HTTPS
# verified with the conf's CA file. A bucket that is there already (409) is fine. The keys come from
# PGBACKREST_REPO1_S3_KEY and PGBACKREST_REPO1_S3_KEY_SECRET and go to curl on its standard input,
# never on a command line. Run by backup-schedule.sh at each start, and by the restore drill
# (tooling/test/backup-restore.test.ts) against its own S3 server.
set -eu
conf=${PGBACKREST_CONFIG:-/etc/pgbackrest/pgbackrest.conf}
option() { sed -n "s/^$1=//p" "$conf" | tail -n 1; }
bucket=$(option repo1-s3-bucket)
url="https://$(option repo1-s3-endpoint):$(option repo1-storage-port)/$bucket"
# The SHA-256 of the empty body, which S3's V4 signature covers.
empty_body=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855

status=$(printf 'user = "%s:%s"\n' "${PGBACKREST_REPO1_S3_KEY:?}" "${PGBACKREST_REPO1_S3_KEY_SECRET:?}" |
  curl --config - --silent --show-error --output /dev/null --write-out '%{http_code}' \
    --cacert "$(option repo1-storage-ca-file)" --aws-sigv4 "aws:amz:$(option repo1-s3-region):s3" \
    --header "x-amz-content-sha256: $empty_body" --request PUT "$url") || status=000
case $status in
  200 | 409) echo "The bucket $bucket is there." ;;
  *) echo "Could not make the bucket $bucket at $url (HTTP $status)." >&2 && exit 1 ;;
esac
