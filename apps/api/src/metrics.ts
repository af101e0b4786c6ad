import cluster from 'node:cluster';
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { runningSchedules, scheduleRuns } from './schedule.ts';

/**
 * What a running process says of itself, in Prometheus's text format (decision 113, issue 48 §3), with prom-client:
 * requests by route and status with their latency, pages by how the page cache served them, the search indexes'
 * size, age and lag behind their change log, the database pool, open message streams, the mail, SMS and WhatsApp queues, each
 * schedule's last run and outcome, whether the limits are shared, and Node's own (memory, event-loop delay, GC).
 * Served at GET /metrics with METRICS_TOKEN as a bearer token, or on METRICS_PORT alone; a cluster's primary serves
 * METRICS_PORT with every worker's figures gathered (counters summed, gauges as each says).
 */

/** A search index of this process: rows held, when built, the change applied and the log's latest. */
interface TIndexState {
  name: string;
  rows: number;
  builtAt: number;
  mark: number;
  latest: number;
}

/** What the API gives the metrics to read when they are asked for (each may be absent: a web tier without the API). */
export interface TMetricSources {
  indexes?: () => Promise<TIndexState[]>;
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
  openStreams?: () => number;
  /** Mail and SMS waiting to be sent (queued or failed and due for a retry). */
  queues?: () => Promise<{ mail: number; sms: number; whatsapp: number }>;
  limitsShared?: () => boolean;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  private sources: TMetricSources = {};
  private readonly requests = new Counter({ name: 'tawzeef_http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly durations = new Histogram({
    name: 'tawzeef_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly pages = new Counter({
    name: 'tawzeef_pages_total',
    help: "Pages answered, by status and the page cache's part (hit, miss, off; private: a session's page, never cached)",
    labelNames: ['status', 'cache'],
    registers: [this.registry],
  });

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // Read through arrows: each gauge's `collect` has the gauge as its `this`.
    const sources = () => this.sources;
    const readIndexes = () => this.readIndexes();
    // The three figures of the indexes come from one read of them per scrape (a scrape reads every metric at once).
    const indexGauge = (name: string, help: string, value: (index: TIndexState) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['index'],
        aggregator: 'max',
        registers,
        async collect() {
          this.reset();
          for (const index of await readIndexes()) this.set({ index: index.name }, value(index));
        },
      });
    indexGauge('tawzeef_search_index_rows', 'Rows held by each search index of the process', (index) => index.rows);
    indexGauge('tawzeef_search_index_age_seconds', 'Seconds since each search index was built', (index) => (Date.now() - index.builtAt) / 1000);
    indexGauge('tawzeef_search_index_lag_changes', 'Changes in the log that each search index has not applied yet', (index) => Math.max(0, index.latest - index.mark));
    new Gauge({
      name: 'tawzeef_database_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (in use, idle, waiting requests)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources().pool?.();
        this.reset();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'tawzeef_message_streams_open',
      help: 'Open message event streams (Server-Sent Events)',
      registers,
      collect() {
        this.set(sources().openStreams?.() ?? 0);
      },
    });
    new Gauge({
      name: 'tawzeef_delivery_queue',
      help: 'Mail, SMS and WhatsApp messages waiting to be sent (queued, or failed and to be retried)',
      labelNames: ['channel'],
      aggregator: 'first',
      registers,
      async collect() {
        const queues = await sources().queues?.();
        this.reset();
        if (!queues) return;
        this.set({ channel: 'mail' }, queues.mail);
        this.set({ channel: 'sms' }, queues.sms);
        this.set({ channel: 'whatsapp' }, queues.whatsapp);
      },
    });
    new Gauge({
      name: 'tawzeef_schedules',
      help: 'How many schedules this process runs (each one that ended a run has its tawzeef_schedule_last_run_*)',
      aggregator: 'max',
      registers,
      collect() {
        this.set(runningSchedules());
      },
    });
    new Gauge({
      name: 'tawzeef_schedule_last_run_timestamp_seconds',
      help: "When each schedule's last run in this process ended (Unix time)",
      labelNames: ['schedule'],
      aggregator: 'max',
      registers,
      collect() {
        this.reset();
        for (const [schedule, run] of scheduleRuns()) this.set({ schedule }, run.endedAt / 1000);
      },
    });
    new Gauge({
      name: 'tawzeef_schedule_last_run_ok',
      help: "Whether each schedule's last run in this process succeeded (1) or failed (0)",
      labelNames: ['schedule'],
      aggregator: 'min',
      registers,
      collect() {
        this.reset();
        for (const [schedule, run] of scheduleRuns()) this.set({ schedule }, run.ok ? 1 : 0);
      },
    });
    new Gauge({
      name: 'tawzeef_limits_shared',
      help: 'Whether the per-address limits are counted in Redis (1) or in this process (0)',
      aggregator: 'min',
      registers,
      collect() {
        this.set(sources().limitsShared?.() ? 1 : 0);
      },
    });
  }

  /** What the API reads for the metrics; called once its parts exist. */
  watch(sources: TMetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** The indexes' state, read once for the metrics of one scrape (all three gauges ask at the same moment). */
  private indexRead: Promise<TIndexState[]> | undefined;
  private readIndexes(): Promise<TIndexState[]> {
    if (!this.indexRead) {
      this.indexRead = this.sources.indexes?.().catch(() => []) ?? Promise.resolve([]);
      const clear = () => void (this.indexRead = undefined);
      void this.indexRead.finally(clear);
    }
    return this.indexRead;
  }

  /** Counts every answer of `app` (pages and API alike), by its route's pattern: a URL never becomes a label. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.durations.observe(labels, reply.elapsedTime / 1000);
      if (route === '/*') this.pages.inc({ status: labels.status, cache: String(reply.getHeader('x-page-cache') ?? 'private') });
    });
  }
}

const bearerMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Serves `metrics`: GET /metrics on `app` when METRICS_TOKEN is set (401 without the token), and METRICS_PORT on its
 * own server when set, in a process that is not a cluster worker (the primary serves every worker's there). Answers a
 * function that closes what it opened.
 */
export async function serveMetrics(app: FastifyInstance, metrics: Metrics, config: { metricsToken?: string; metricsPort?: number; host: string }): Promise<() => Promise<void>> {
  if (cluster.isWorker) {
    // The primary asks each worker for its figures (prom-client's cluster messages), from this registry.
    AggregatorRegistry.setRegistries([metrics.registry]);
    new AggregatorRegistry();
  }
  const token = config.metricsToken;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is required' });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
  if (!config.metricsPort || cluster.isWorker) return async () => undefined;
  return listenMetrics(() => metrics.registry.metrics(), metrics.registry.contentType, config.metricsPort, config.host);
}

/** A cluster's primary: every worker's figures gathered, on METRICS_PORT. */
export function serveClusterMetrics(config: { metricsPort?: number; host: string }): Promise<() => Promise<void>> | undefined {
  if (!config.metricsPort) return undefined;
  const aggregator = new AggregatorRegistry();
  return listenMetrics(() => aggregator.clusterMetrics(), aggregator.contentType, config.metricsPort, config.host);
}

async function listenMetrics(read: () => Promise<string>, contentType: string, port: number, host: string): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: Error) => response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics unavailable: ${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
