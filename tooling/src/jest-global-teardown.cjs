// Removes the run's API test templates: the PGlite dump (api/test/helpers/pglite-template.ts) and the
// PostgreSQL template database, named `…_template_<run id with _>` (api/test/helpers/postgres-template.ts).
// Plain CommonJS: jest loads it without a transform.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function dropPostgresTemplate(run) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'clean\\_test\\_%' AND datname LIKE $1",
      [`%\\_template\\_${run.replace('-', '\\_')}`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async function removeTemplates() {
  const run = process.env.API_TEST_RUN;
  if (!run) return;
  fs.rmSync(path.join(os.tmpdir(), `clean-api-template-${run}.tar`), { force: true });
  await dropPostgresTemplate(run);
};
