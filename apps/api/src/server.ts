import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { isServerWorker, runServer } from './run.ts';

/** The API alone (no web pages), e.g. for a separate API tier; `npm start` at the root serves both. */
runServer(async (config) => {
  const database = await openDatabase(config);
  // A cluster's primary prepared the database before forking (decision 044).
  if (!isServerWorker) await prepareDatabase(database, { seedDemo: config.seedDemo });
  const app = await buildApp({ config, database });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
});
