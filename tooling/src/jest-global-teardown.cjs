// Removes the run's PGlite template dump (api/test/helpers/pglite-template.ts). Plain CommonJS: jest
// loads it without a transform.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function removeTemplateDump() {
  const run = process.env.API_TEST_RUN;
  if (run) fs.rmSync(path.join(os.tmpdir(), `clean-api-template-${run}.tar`), { force: true });
};
