import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { TConfig } from './config.ts';

/**
 * The per-address limits counted for every process and machine (decision 112, issue 48 §2): with REDIS_URL, each
 * limit of @fastify/rate-limit (the API's requests a minute, each route's own such as the auth routes', the web's page
 * views) counts in Redis, with the library's own Redis store; without it, in each process, with its local store, as
 * before. When Redis does not answer, each count falls back to this process's local store at once (the platform keeps
 * serving, limited per process), the log says so once, and the counts go back to Redis as soon as it answers again.
 */

type TStoreArgs = [continueExceeding: boolean, exponentialBackoff: boolean];
type TRouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type TChildStore = FastifyRateLimitStore;
/** What the library gives a store's constructor (its parameters as read, wider than its type says). */
interface TStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The library's two stores, as it builds them itself (its package exports no path map, so these are its files).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (...args: [...TStoreArgs, redis: Redis, key: string]) => TChildStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (...args: [...TStoreArgs, cache?: number]) => TChildStore;

/** How long a count may wait for Redis before this process counts it itself. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface TSharedLimits {
  /** `store` for @fastify/rate-limit, its keys under `namespace` (one per registration: 'api:', 'pages:'). */
  store(namespace: string): FastifyRateLimitStoreCtor | undefined;
  /** Whether the counts go to Redis now (false without REDIS_URL or while it does not answer). */
  shared(): boolean;
  close(): Promise<void>;
}

/** Both stores of one count: Redis while it answers, else this process's. */
class FallbackStore implements TChildStore {
  constructor(
    private readonly remote: TChildStore,
    private readonly local: TChildStore,
    private readonly state: { usable(): boolean; failed(error: Error): void; answered(): void },
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
    if (!this.state.usable()) return this.local.incr(key, callback, timeWindow, max);
    this.remote.incr(
      key,
      (error, result) => {
        if (error) {
          this.state.failed(error);
          return this.local.incr(key, callback, timeWindow, max);
        }
        this.state.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: TRouteOptions): TChildStore {
    return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions), this.state);
  }
}

/** The limits of one process: shared through REDIS_URL when it is set, else counted here. */
export function openSharedLimits(config: Pick<TConfig, 'redisUrl' | 'redisPrefix'>, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): TSharedLimits {
  if (!config.redisUrl) return { store: () => undefined, shared: () => false, close: async () => undefined };
  const redis = new Redis(config.redisUrl, {
    // A count never waits for a connection: while Redis is away it is counted here (FallbackStore).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnects for as long as the process runs, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let away = false;
  const failed = (error: Error) => {
    if (away) return;
    away = true;
    log.warn(`REDIS_URL: Redis is not answering (${error.message}): per-address limits are counted in each process until it is back`);
  };
  const answered = () => {
    if (!away) return;
    away = false;
    log.info('REDIS_URL: Redis answers again: per-address limits are shared again');
  };
  // Without a listener an unreachable server's error would end the process. A connection that closes is away too.
  redis.on('error', failed);
  redis.on('close', () => failed(new Error('the connection closed')));
  redis.on('ready', answered);
  const state = { usable: () => redis.status === 'ready', failed, answered };
  return {
    store(namespace) {
      const key = `${config.redisPrefix}rate-limit:${namespace}`;
      return class implements TChildStore {
        private readonly both: FallbackStore;
        constructor(options: FastifyRateLimitOptions) {
          const { continueExceeding = false, exponentialBackoff = false, cache } = options as TStoreOptions;
          const args: TStoreArgs = [continueExceeding, exponentialBackoff];
          this.both = new FallbackStore(new RedisStore(...args, redis, key), new LocalStore(...args, cache), state);
        }
        incr(...args: Parameters<FallbackStore['incr']>) {
          this.both.incr(...args);
        }
        child(routeOptions: TRouteOptions) {
          return this.both.child(routeOptions);
        }
      };
    },
    shared: () => redis.status === 'ready',
    async close() {
      redis.removeAllListeners('ready').removeAllListeners('close');
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
