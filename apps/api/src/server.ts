import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';

/** The API alone (no web pages), e.g. for a separate API tier; `npm start` at the root serves both. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await prepareDatabase(database, { seedDemo: config.seedDemo });
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
