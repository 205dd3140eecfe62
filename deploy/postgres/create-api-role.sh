#!/bin/sh
# Run once by the postgres image on an empty data volume (/docker-entrypoint-initdb.d), as the
# superuser `postgres`. Makes the role the API connects as: it can log in and owns the database
# `clean` (so it runs the migrations there), and nothing more: no superuser, no other database, no
# roles. The superuser's password (POSTGRES_PASSWORD) stays with the operator; the API knows only
# API_DATABASE_PASSWORD. See docs/DECISIONS.md ("The API's database role").
set -eu
: "${API_DATABASE_PASSWORD:?Set API_DATABASE_PASSWORD: the password of the API's database role}"

# psql's :'name' quotes the value as an SQL literal, so no password character can break the statement.
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v api_password="$API_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE clean LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'api_password';
CREATE DATABASE clean OWNER clean;
-- Only its owner (and the superuser) may connect to it.
REVOKE ALL ON DATABASE clean FROM PUBLIC;
SQL
