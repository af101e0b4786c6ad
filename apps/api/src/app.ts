import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MULTIPART_LIMITS } from '@tawzeef/contract';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import { HttpError, RequestValidationError } from './errors.ts';
import { registerCompression } from './compression.ts';
import { registerLoadShedding, sheddingOptions } from './load-shedding.ts';
import { createAppDeps, startSchedulers } from './compose.ts';
import { INTERNAL_CALL_HEADER, type TApiOptions } from './deps.ts';
import { nulCharacterIssue } from './nul-guard.ts';
import { openSharedLimits } from './shared-limits.ts';
import { verifyFileStorage } from './modules/files/file-storage.ts';
import { Metrics, serveMetrics } from './metrics.ts';
import { jobSearchIndexState } from './modules/jobs/search-index.ts';
import { candidateSearchIndexState } from './modules/candidates/memory-index.ts';
import { waitingDeliveries } from './modules/delivery/retry.ts';
import { boundedJsonParser } from './modules/security/json-body.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { localePlugin } from './plugins/locale.ts';
import { authPlugin } from './plugins/auth.ts';
import { gatherModules } from './module.ts';

export type { TApiOptions } from './deps.ts';
export { INTERNAL_CALL_HEADER } from './deps.ts';

/** Whether a request carries this process's internal-call secret (compared in constant time). */
export function isInternalCall(header: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof header !== 'string') return false;
  const [given, expected] = [Buffer.from(header), Buffer.from(token)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The API as a plugin, mounted under /api: /api/v1 (application), /api/admin (admins), /api/health, /api/docs. */
export function apiPlugin(config: TConfig, database: TDatabaseHandle, options: TApiOptions = {}) {
  const deps = createAppDeps(config, database, options);

  return async function api(app: FastifyInstance) {
    // An S3 bucket that cannot be used ends the start with a configuration error (decision 114).
    app.addHook('onReady', () => verifyFileStorage(deps.storage));
    const modules = await gatherModules();
    startSchedulers(app, deps, modules, options);
    app.setValidatorCompiler(({ schema }) => (data: unknown) => {
      const nul = nulCharacterIssue(data);
      if (nul) return { error: new RequestValidationError([nul], data) };
      const result = (schema as z.ZodType).safeParse(data);
      return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
    });
    app.setSerializerCompiler(serializerCompiler);
    // JSON bodies: length and nesting depth checked while the bytes arrive, before any parsing work (decision 020).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', boundedJsonParser(app));

    await app.register(localePlugin);
    await app.register(errorsPlugin);
    await app.register(helmet, { contentSecurityPolicy: false, global: true });
    const limits = options.sharedLimits ?? openSharedLimits(config, app.log);
    if (!options.sharedLimits) app.addHook('onClose', () => limits.close());
    options.metrics?.watch({
      indexes: async () => {
        const states = [['jobs', await jobSearchIndexState(deps.db)], ['candidates', await candidateSearchIndexState(deps.db)]] as const;
        return states.flatMap(([name, state]) => (state ? [{ name, ...state }] : []));
      },
      pool: database.poolStats,
      openStreams: () => deps.messageHub.openStreams,
      queues: () => waitingDeliveries(deps.db),
      limitsShared: () => limits.shared(),
    });
    await app.register(rateLimit, {
      global: true,
      // Counted for every process and machine when REDIS_URL is set (decision 112); the routes' own limits too.
      store: limits.store('api:'),
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // A page's own calls while rendering: the page view was counted by the web server's page limit.
      allowList: (request) => isInternalCall(request.headers[INTERNAL_CALL_HEADER], options.internalCallToken),
      errorResponseBuilder: () => new HttpError(429, 'too_many_requests'),
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Tawzeef API', description: 'REST API of the Tawzeef recruitment platform. Send X-locale (ar|en) and Timezone (UTC+3).', version: '1.0.0' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    // Uploads: the route reads the one file part itself (see modules/files); limits come from the contract.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    // Every module's routes, gathered from modules/<name>/index.ts in the order of the folders' names (decision 176);
    // in /api/v1 and /api/admin the auth plugin comes first, so that its hook guards every route after it.
    for (const { module } of modules) if (module.root) await app.register(module.root(deps, database));

    await app.register(async (v1) => {
      await v1.register(authPlugin(deps.db));
      for (const routes of modules.flatMap(({ module }) => module.v1 ?? [])) await v1.register(routes(deps));
    }, { prefix: '/v1' });

    await app.register(async (admin) => {
      await admin.register(authPlugin(deps.db, ['ADMIN']));
      for (const routes of modules.flatMap(({ module }) => module.admin ?? [])) await admin.register(routes(deps));
      // The catch-alls answer 404 and are no endpoint: hidden from the OpenAPI document (a `{*}` path is no valid path item).
      admin.all('/*', { schema: { hide: true } }, async () => {
        throw new HttpError(404, 'route_not_found');
      });
    }, { prefix: '/admin' });

    // Unknown /api paths answer JSON, even when a web app is mounted beside the API.
    app.all('/*', { config: { public: true }, schema: { hide: true } }, async () => {
      throw new HttpError(404, 'route_not_found');
    });
  };
}

/**
 * The metrics of a server whose configuration asks for them (METRICS_TOKEN or METRICS_PORT, decision 113): every
 * answer of `app` counted, /metrics served, closed with `app`. Undefined otherwise (nothing is counted).
 */
export async function openMetrics(app: FastifyInstance, config: TConfig): Promise<Metrics | undefined> {
  if (!config.metricsToken && !config.metricsPort) return undefined;
  const metrics = new Metrics();
  metrics.observe(app);
  const close = await serveMetrics(app, metrics, config);
  app.addHook('onClose', close);
  return metrics;
}

export interface TBuildOptions extends TApiOptions {
  config: TConfig;
  database: TDatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * How long a plugin may take to start (Fastify's default is 10 s): the API's start builds the search indexes and
 * prepares its schedules, which on a machine busy with other work took longer and stopped the server (decision 193).
 * A slow start is waited for; one that never ends still stops after two minutes.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/** The Fastify instance with the API mounted at /api; no listen (tests use inject). */
export async function buildApp({ config, database, logger, ...options }: TBuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  await registerLoadShedding(app, sheddingOptions(config));
  await registerCompression(app);
  const metrics = await openMetrics(app, config);
  await app.register(apiPlugin(config, database, { ...options, metrics }), { prefix: '/api' });
  return app;
}
