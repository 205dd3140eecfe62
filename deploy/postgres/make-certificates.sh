#!/bin/sh
# The certificates service of docker-compose.yml, run once before MinIO starts: a private CA and
# MinIO's certificate signed by it, for the names the other containers use (minio) and MinIO's own
# health probe (localhost). pgBackRest reaches S3 only over HTTPS and verifies this certificate with the
# CA's (repo1-storage-ca-file); the API trusts it through NODE_EXTRA_CA_CERTS. The CA's key is thrown
# away once the certificate is signed: to renew, empty both volumes and start again.
# See docs/DECISIONS.md, "Backups: pgBackRest to MinIO over HTTPS".
#   make-certificates.sh <MinIO's certs folder> <CA folder>
set -eu
certs=${1:?Usage: make-certificates.sh <MinIO certs folder> <CA folder>}
ca=${2:?Usage: make-certificates.sh <MinIO certs folder> <CA folder>}
days=${CERTIFICATE_DAYS:-3650}

if [ -s "$certs/public.crt" ] && [ -s "$certs/private.key" ] && [ -s "$ca/ca.crt" ]; then
  echo "MinIO's certificate is there: $(openssl x509 -in "$certs/public.crt" -noout -enddate)"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days "$days" \
  -subj "/CN=Clean private CA" -keyout "$work/ca.key" -out "$work/ca.crt" \
  -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=minio" \
  -keyout "$work/private.key" -out "$work/minio.csr" 2>/dev/null
printf '%s\n' 'basicConstraints=CA:FALSE' 'keyUsage=critical,digitalSignature' 'extendedKeyUsage=serverAuth' \
  'subjectAltName=DNS:minio,DNS:localhost,IP:127.0.0.1' >"$work/minio.ext"
openssl x509 -req -in "$work/minio.csr" -CA "$work/ca.crt" -CAkey "$work/ca.key" \
  -set_serial "0x$(openssl rand -hex 16)" -days "$days" -extfile "$work/minio.ext" -out "$work/public.crt" 2>/dev/null

mkdir -p "$certs" "$ca"
install -m 0600 "$work/private.key" "$certs/private.key"
install -m 0644 "$work/public.crt" "$certs/public.crt"
install -m 0644 "$work/ca.crt" "$ca/ca.crt"
echo "Made MinIO's certificate for minio and localhost, valid $days days, and the CA that signed it."
