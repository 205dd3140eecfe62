/**
 * Creates an admin account from the command line: how production gets its first admin (there the
 * sign-up page never creates one without the invitation code).
 *
 *   printf '%s' "$PASSWORD" | npm run admin:create -w api -- --email ada@example.com --name "Ada Okafor"
 *   ADMIN_PASSWORD=… npm run admin:create -w api -- --email ada@example.com --name "Ada Okafor"
 *
 * Uses the API's own settings (DATABASE_URL or PGLITE_DIR): the same database the API serves.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { registerRequest } from '@clean/shared/schemas';
import { hashPassword } from '../security/passwords';
import { ConfigError, describeDatabase, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';
import { prepareDatabase } from '../services/prepare-database';
import { serializeError } from '../logger';
import { createAdminRepository } from '../repositories/admin-repository';
import { createAuditRepository } from '../repositories/audit-repository';
import { createAdmin } from '../services/admin-accounts';

const USAGE = `Usage: npm run admin:create -w api -- --email <e-mail> --name <full name>
The password is read from standard input (piped, or typed at the prompt) or from ADMIN_PASSWORD.`;

/** A failure whose message is all the operator needs. */
class CommandError extends Error {}

/** Which option or input each field of the shared sign-up rules comes from. */
const SOURCES: Record<string, string> = {
  name: '--name',
  email: '--email',
  password: 'password',
};

function readArguments(argv: string[]): { email: string; name: string } | 'help' {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return 'help';
  const missing = (['email', 'name'] as const).filter((key) => values[key] === undefined);
  if (missing.length > 0) {
    throw new CommandError(`Missing ${missing.map((key) => `--${key}`).join(' and ')}.\n${USAGE}`);
  }
  return { email: values.email ?? '', name: values.name ?? '' };
}

/** Standard input as text, without the line end a shell's echo or a typed Enter adds. */
async function readStandardInput(): Promise<string> {
  if (process.stdin.isTTY) return promptHidden('Password (not shown): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** One line typed at a terminal, not echoed. */
function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const reader = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    reader.once('line', (line) => {
      reader.close();
      process.stderr.write('\n');
      resolve(line);
    });
  });
}

async function readPassword(): Promise<string> {
  const password = process.env.ADMIN_PASSWORD || (await readStandardInput());
  if (!password) {
    throw new CommandError(
      'No password: pipe it on standard input or set ADMIN_PASSWORD.\n' +
        `  printf '%s' "$PASSWORD" | npm run admin:create -w api -- --email … --name …`,
    );
  }
  return password;
}

async function main(): Promise<void> {
  const args = readArguments(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const password = await readPassword();
  const parsed = registerRequest.safeParse({ name: args.name, email: args.email, password });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${SOURCES[String(issue.path[0])] ?? 'input'}: ${issue.message}`,
    );
    throw new CommandError(`The admin was not created:\n${lines.join('\n')}`);
  }
  const { name, email } = parsed.data;

  const database = await openDatabase({
    url: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: 1,
  });
  try {
    await prepareDatabase(database, { seed: config.database.seed });
    const admins = createAdminRepository(database.db);
    const created = await createAdmin(
      { admins, audit: createAuditRepository(database.db), db: database.db },
      {
        name,
        email: email.toLowerCase(),
        passwordHash: await hashPassword(parsed.data.password, config.auth.passwordHashCost),
      },
      () => true,
      new Date(),
    );
    if (created === 'email-taken') {
      throw new CommandError(`An admin with the e-mail ${email.toLowerCase()} already exists: nothing was changed.`);
    }
    if (created === 'not-allowed') throw new Error('createIf refused an unconditional creation');
    console.log(`Admin ${created.name} <${created.email}> created in ${describeDatabase(config)}.`);
    console.log('They can log in at /admin/login.');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof ConfigError || error instanceof FolderLockedError) {
      console.error(error.message);
    } else {
      // The safe form: a failed query's message would otherwise carry its parameters (the hash).
      console.error('The admin was not created:', serializeError(error).message);
    }
    process.exit(1);
  },
);
