export { apiPlugin, INTERNAL_CALL_HEADER, isInternalCall, openMetrics } from './app.ts';
export { registerCompression } from './compression.ts';
export { registerLoadShedding } from './load-shedding.ts';
export type { TConfig } from './config.ts';
export { openDatabase, type TDatabaseHandle } from './db/client.ts';
export { prepareDatabase } from './db/prepare.ts';
export { isServerWorker, runServer } from './run.ts';
export { openSharedLimits, type TSharedLimits } from './shared-limits.ts';
