import fs from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from './db/client.ts';
import type { TAppDeps } from './deps.ts';

/** A module's routes, built from the app's dependencies and registered as one encapsulated plugin. */
type TRoutes = (deps: TAppDeps) => (app: FastifyInstance) => Promise<void>;

/**
 * Work a module runs in the background, started when the app is ready and stopped on close. `runsWith` names the
 * app option that turns it off (the API tests call the work directly): `delivery` (deliveryScheduler), `jobs`
 * (jobScheduler), `mails` (alertScheduler), `storage` (where every other schedule runs, or storageCleanUp).
 * `start` answers nothing for work done once (a search index warmed) or not configured here.
 */
export interface TModuleSchedule {
  runsWith: 'delivery' | 'jobs' | 'mails' | 'storage';
  start(deps: TAppDeps, log: FastifyBaseLogger): { stop(): Promise<void> } | void;
}

/**
 * What an API module brings, declared in its `modules/<name>/index.ts` as `apiModule` (decision 176): the app gathers
 * every module folder's index, in the order of the folders' names. Its messages are its `messages.ts`, which i18n.ts
 * gathers the same way (the routes import `t`, so the catalogue cannot wait for them). A module whose routes need
 * another module's rule, where that module imports it, is registered by that module's index (message-templates by
 * messages).
 */
export interface TApiModule {
  /** Routes under /api/v1, behind the auth plugin (a route declared public is open). */
  v1?: TRoutes | readonly TRoutes[];
  /** Routes under /api/admin, for administrators only. */
  admin?: TRoutes | readonly TRoutes[];
  /** Routes at /api itself, outside both scopes (the health checks, which watch the database handle). */
  root?: (deps: TAppDeps, database: TDatabaseHandle) => (app: FastifyInstance) => Promise<void>;
  schedules?: readonly TModuleSchedule[];
}

const MODULES = new URL('./modules/', import.meta.url);

/** The module folders that hold a file named `file`, sorted by name (the routes' and the OpenAPI document's order). */
export function moduleFolders(file: string): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/${file}`, MODULES)))
    .map((entry) => entry.name)
    .sort();
}

/** Imports `modules/<name>/<file>` of every folder that has one, by name. */
export async function importModuleFiles<T>(file: string): Promise<Array<{ name: string; exports: T }>> {
  return Promise.all(moduleFolders(file).map(async (name) => ({ name, exports: (await import(new URL(`${name}/${file}`, MODULES).href)) as T })));
}

let gathered: Promise<ReadonlyArray<{ name: string; module: TApiModule }>> | undefined;

/** Every module's declaration (`modules/<name>/index.ts`), by folder name; an index without `apiModule` stops the start. */
export function gatherModules(): Promise<ReadonlyArray<{ name: string; module: TApiModule }>> {
  gathered ??= importModuleFiles<{ apiModule?: TApiModule }>('index.ts').then((files) =>
    files.map(({ name, exports }) => {
      if (!exports.apiModule) throw new Error(`modules/${name}/index.ts exports no apiModule`);
      return { name, module: exports.apiModule };
    }),
  );
  return gathered;
}
