/**
 * The business export (docs/PRODUCT.md, "Your business data") from the command line, for operators: the
 * same ZIP as the console's 'Download business export', written to a file.
 *
 *   npm run export -w api -- --out business-export.zip
 *
 * Uses the API's own settings (DATABASE_URL or PGLITE_DIR): the database the API serves. A PGlite folder
 * is opened by one process at a time, so stop the API first there. The file appears whole or not at all.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, describeDatabase, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';
import { serializeError } from '../logger';
import { ExportSchemaError, startBusinessExport } from '../services/business-export';

const USAGE = `Usage: npm run export -w api -- --out <file.zip>
Writes every table of business data, read at one moment, as a ZIP of CSV files and a manifest.json.`;

/** A failure whose message is all the operator needs. */
class CommandError extends Error {}

function readArguments(argv: string[]): { out: string } | 'help' {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return 'help';
  if (!values.out) throw new CommandError(`Missing --out.\n${USAGE}`);
  // npm runs the script in api/; a relative name is meant from where the operator typed the command.
  return { out: path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) };
}

async function main(): Promise<void> {
  const args = readArguments(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  if (existsSync(args.out)) {
    throw new CommandError(`${args.out} exists already: nothing was written. Name another file or remove it.`);
  }
  if (!existsSync(path.dirname(args.out))) {
    throw new CommandError(`The folder of ${args.out} does not exist: nothing was written.`);
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: 1,
  });
  // Written beside the file, then renamed: a failed export leaves no half file under the name asked for.
  const partial = `${args.out}.partial`;
  try {
    const now = new Date();
    await pipeline(
      await startBusinessExport(database.db, { now, batchSize: config.csvExportBatchSize }),
      createWriteStream(partial, { flags: 'wx' }),
    );
    await rename(partial, args.out);
    console.log(`Business export of ${describeDatabase(config)} at ${now.toISOString()} written to ${args.out}.`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof FolderLockedError ||
      error instanceof ExportSchemaError
    ) {
      console.error(error.message);
    } else {
      console.error('The export was not written:', serializeError(error).message);
    }
    process.exit(1);
  },
);
