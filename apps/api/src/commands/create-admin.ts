// `npm run admin:create -- --email admin@example.com --phone 0500000000 [--first-name Faisal --last-name Alshammari]`
// Creates an administrator (decision 031). The password comes from ADMIN_PASSWORD, or is asked for on the terminal.
// With the embedded database, stop the server first (one process at a time opens DATA_DIR/pgdata).
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { readDotEnv } from './dot-env.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { AdminAccountError, createAdminAccount } from '../modules/admin/create-admin.ts';

/** Asks for the password twice without showing it. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new AdminAccountError('password: set ADMIN_PASSWORD, or run the command in a terminal to type it');
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const output = rl as unknown as { _writeToOutput: (text: string) => void };
      let asked = false;
      output._writeToOutput = (text: string) => {
        if (!asked) {
          process.stdout.write(text);
          asked = true;
        }
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Password again: ');
  if (first !== second) throw new AdminAccountError('password: the two passwords differ');
  return first;
}

async function main(): Promise<void> {
  readDotEnv();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, phone: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.phone) throw new AdminAccountError('usage: npm run admin:create -- --email EMAIL --phone PHONE [--first-name NAME --last-name NAME]');
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { seedDemo: false });
    const account = await createAdminAccount(database.db, {
      email: values.email,
      phone: values.phone,
      first_name: values['first-name'] ?? 'Admin',
      last_name: values['last-name'] ?? 'Tawzeef',
      password,
    });
    console.log(`Administrator ${account.email} (${account.phone}) created with id ${account.id}: log in at /login, the console is /admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AdminAccountError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
  console.error(error);
  process.exit(1);
});
