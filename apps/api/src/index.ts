export { buildApp, apiPlugin, INTERNAL_CALL_HEADER, isInternalCall, type TAppDeps } from './app.ts';
export { registerCompression } from './compression.ts';
export { registerLoadShedding } from './load-shedding.ts';
export { loadConfig, ConfigError, type TConfig } from './config.ts';
export { openDatabase, openPglite, openPostgres, type TDatabaseHandle } from './db/client.ts';
export { prepareDatabase } from './db/prepare.ts';
export { isServerWorker, runServer } from './run.ts';
