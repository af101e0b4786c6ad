import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { INTERNAL_CALL_HEADER, PLUGIN_TIMEOUT_MS, apiPlugin, createJobAnalytics, isInternalCall, isServerWorker, openDatabase, openMetrics, openSharedLimits, prepareDatabase, registerCompression, registerLoadShedding, runServer, sheddingOptions, zatcaModeLine, type TConfig, type TDatabaseHandle, type TSharedLimits } from '@tawzeef/api';
import { API } from '@tawzeef/contract';
import type { TApiTransport } from './app/lib/context.ts';
import { addPageHeaders } from './server/csp.ts';
import { recordInProcess, recordJobViews, recordThroughApi, type TRecordView } from './server/job-views.ts';
import { limitPageBodies, limitPageViews } from './server/limits.ts';
import { PageCache, apiChangeMark, forgetOnWrites } from './server/page-cache.ts';
import { loadBuild, servePages, type TBuild } from './server/pages.ts';
import { sendRefusal } from './server/refusal.ts';
import { SharedAnswers } from './server/shared-answers.ts';
import { serveClientFiles } from './server/static-files.ts';
import { httpTransport, injectTransport } from './server/transports.ts';

/**
 * The web server: the API at /api and the pages at /, in one process. Each concern is a file of server/: how pages reach
 * the API (transports.ts, shared-answers.ts), the client build's files (static-files.ts), the bounds of page requests
 * (limits.ts, crawlers.ts) and their refusal (refusal.ts), every page's headers and policy (csp.ts), the page cache
 * (page-cache.ts), and React Router behind them (pages.ts, route-forms.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.join(here, process.env.WEB_BUILD_DIR || 'build');

/** Serves the built client assets and hands every other request to React Router. */
export async function webPlugin(app: FastifyInstance, options: { config: TConfig; build: TBuild; api: TApiTransport; pageCache?: PageCache; limits?: TSharedLimits; recordView?: TRecordView }) {
  const { config } = options;
  await serveClientFiles(app, path.join(buildDir, 'client'));
  await app.register(async (web) => {
    limitPageBodies(web);
    web.setErrorHandler((error: FastifyError, request, reply) => sendRefusal(request, reply, error));
    await limitPageViews(web, config, options.limits?.store('pages:'));
    addPageHeaders(web, config, API.csp.report.path);
    if (options.recordView) recordJobViews(web, options.recordView);
    servePages(web, options);
  });
}

export interface TServer {
  app: FastifyInstance;
  database?: TDatabaseHandle;
  close(): Promise<void>;
  /** What a cluster's worker asks itself for before it listens (decision 228). */
  warmPaths?: readonly string[];
}

/**
 * The pages most visitors open first, in both languages, which a cluster's worker renders once before it listens
 * (decision 228): the home page (its numbers, majors and companies read for the first time) and job search.
 */
const WARM_PATHS = ['/', '/en', '/find-jobs', '/en/find-jobs', `/find-jobs?q=${encodeURIComponent('مهندس')}`, '/en/find-jobs?q=engineer'];

/** One process: the API at /api on the embedded or configured database, and the web pages at /. */
export async function createServer(config: TConfig): Promise<TServer> {
  // The secret of this process's own API calls (a page's, while it renders): they pass the API's rate limit, and
  // Fastify's lines per request are left out for them (the page's own lines stand for them; a failure in the API is
  // still logged by its error handler).
  const internalCallToken = randomBytes(32).toString('base64url');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: (request) => isInternalCall(request.headers[INTERNAL_CALL_HEADER], internalCallToken) }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  // Past MAX_CONCURRENT_REQUESTS under way, a new request is refused at once (decision 042): pages with a small page
  // in the visitor's language, the API with its JSON message.
  await registerLoadShedding(app, { ...sheddingOptions(config), refusePage: (request, reply) => sendRefusal(request, reply, 503) });
  // Every answer, pages and API alike (the hashed assets come compressed from the build: preCompressed).
  await registerCompression(app);
  // The per-address limits of the pages and the API, shared through Redis when REDIS_URL is set (decision 112).
  const limits = openSharedLimits(config, app.log);
  // Every answer counted when the metrics are served (METRICS_TOKEN, METRICS_PORT; decision 113).
  const metrics = await openMetrics(app, config);
  let database: TDatabaseHandle | undefined;
  let api: TApiTransport;
  let pageCache: PageCache | undefined;
  let recordView: TRecordView;
  if (config.apiOrigin) {
    api = httpTransport(config.apiOrigin);
    recordView = recordThroughApi(api);
  } else {
    database = await openDatabase(config);
    // A cluster's primary prepared the database before forking (decision 044).
    if (!isServerWorker) {
      const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo });
      if (seeded.demo) app.log.info('Demo accounts created (see README)');
      if (config.zatca) app.log.warn(zatcaModeLine(config));
    }
    const shared = new SharedAnswers();
    const inProcess = injectTransport(app, internalCallToken, shared);
    api = inProcess;
    // Pages for visitors without a session, kept a few seconds (decision 049): a request that may write makes every
    // page cached so far stale, and so does a change of jobs in any process, which the API's job change mark tells
    // (decision 103: the web tier reads no database). A web tier apart from the API (API_ORIGIN) caches nothing: it
    // would not see the writes the API handles.
    pageCache = new PageCache({ ttlMs: config.pageCacheMs, changeMark: () => apiChangeMark(inProcess) });
    // Before the API is registered: its scope takes the hooks the root has by then.
    forgetOnWrites(app, pageCache, shared);
    // Job page views and search appearances (decision 124).
    const jobAnalytics = createJobAnalytics(database, config);
    recordView = recordInProcess(jobAnalytics);
    await app.register(apiPlugin(config, database, { internalCallToken, sharedLimits: limits, metrics, jobAnalytics }), { prefix: '/api' });
  }
  await app.register(webPlugin, { config, build: await loadBuild(buildDir), api, pageCache, limits, recordView });
  return {
    app,
    database,
    warmPaths: database ? WARM_PATHS : [],
    async close() {
      await app.close();
      await limits.close();
      await database?.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runServer(createServer);
}
