import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { VIEW_SOURCES, type TViewSource } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { riyadhDateOf } from '../jobs/state.ts';
import { viewSource } from './sources.ts';

/** A view of a job's page as the server saw it. */
export interface TJobView {
  jobId: number;
  address: string;
  userAgent: string | undefined;
  /** The page address's `src` parameter. */
  src?: string | undefined;
  referrer?: string | undefined;
}

/** What a flush writes: views by visitor (still unhashed) and search appearances by job and day. */
export interface TAnalyticsBatch {
  id: string;
  views: Array<{ jobId: number; day: string; visitor: string; source: TViewSource }>;
  impressions: Array<{ jobId: number; day: string; count: number }>;
}

export interface TRecorderOptions {
  /** Whether a user agent is a crawler's (isbot in the web server, decision 124). */
  isCrawler: (userAgent: string) => boolean;
  /** The hosts of this site (PUBLIC_URL's): a referrer there is search or the site, not another site. */
  siteHosts: readonly string[];
  now?: () => Date;
  /** How often the counts are written (default 5 s). */
  flushIntervalMs?: number;
  /** Views or appearances kept before a flush is started at once (default 20,000). */
  maxBuffered?: number;
}

const HOUR = 3_600_000;

/**
 * Job analytics recorded in memory and written in batches (decision 124): a view or a search page's appearances cost
 * a map lookup on the request's path; a timer, a full buffer and the app's close write them. A batch that failed is
 * kept with its id and written again; its id makes a second write of the same batch add nothing, and a visitor is
 * counted once a job and day whatever the process (their salted hash is the key).
 */
export class JobAnalyticsRecorder {
  private views = new Map<string, TAnalyticsBatch['views'][number]>();
  private impressions = new Map<string, TAnalyticsBatch['impressions'][number]>();
  private failed: TAnalyticsBatch[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private salts = new Map<string, string>();
  private purgedAt = 0;
  private readonly now: () => Date;
  private readonly maxBuffered: number;
  private log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: TDatabase,
    private readonly options: TRecorderOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.maxBuffered = options.maxBuffered ?? 20_000;
  }

  /** A view of a job's page; a crawler's or one without a user agent is not counted. */
  recordView(view: TJobView): void {
    const agent = view.userAgent?.trim();
    if (!agent || this.options.isCrawler(agent)) return;
    const day = riyadhDateOf(this.now());
    const visitor = `${view.address}\n${agent}`;
    const key = `${day} ${view.jobId} ${visitor}`;
    if (this.views.has(key)) return;
    this.views.set(key, { jobId: view.jobId, day, visitor, source: viewSource(view.src, view.referrer, this.options.siteHosts) });
    this.flushWhenFull();
  }

  /** The jobs a search result page listed. */
  recordImpressions(jobIds: readonly number[], userAgent: string | undefined): void {
    const agent = userAgent?.trim();
    if (jobIds.length === 0 || !agent || this.options.isCrawler(agent)) return;
    const day = riyadhDateOf(this.now());
    for (const jobId of jobIds) {
      const key = `${day} ${jobId}`;
      const kept = this.impressions.get(key);
      if (kept) kept.count += 1;
      else this.impressions.set(key, { jobId, day, count: 1 });
    }
    this.flushWhenFull();
  }

  /** Writes what was recorded so far (and any batch that failed before); one flush at a time. */
  flush(): Promise<void> {
    const batch = this.takeBatch();
    if (batch) this.failed.push(batch);
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  /** Flushes every `flushIntervalMs` until stopped. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs ?? 5000);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the app's close, after the last request: decision 100's drain). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private flushWhenFull(): void {
    if (this.views.size + this.impressions.size >= this.maxBuffered) void this.flush();
  }

  private takeBatch(): TAnalyticsBatch | undefined {
    if (this.views.size === 0 && this.impressions.size === 0) return undefined;
    const batch = { id: randomUUID(), views: [...this.views.values()], impressions: [...this.impressions.values()] };
    this.views = new Map();
    this.impressions = new Map();
    return batch;
  }

  private async writeWaiting(): Promise<void> {
    while (this.failed.length > 0) {
      const batch = this.failed[0]!;
      try {
        await writeAnalyticsBatch(this.db, batch, (day) => this.saltOf(day));
        this.failed.shift();
      } catch (error) {
        // Kept, with its id, for the next flush; past ten waiting batches the oldest goes (the database is away long).
        if (this.failed.length > 10) this.failed.shift();
        this.log?.warn({ err: error }, 'job analytics: a batch could not be written, it will be tried again');
        return;
      }
    }
    await this.purgeOldDays().catch((error: unknown) => this.log?.warn({ err: error }, 'job analytics: old visitor hashes could not be deleted'));
  }

  /** The day's salt, made by the first process that needs it. */
  private async saltOf(day: string): Promise<string> {
    const kept = this.salts.get(day);
    if (kept) return kept;
    await this.db.execute(sql`insert into analytics_day_salts (day, salt) values (${day}, ${randomBytes(32).toString('base64')}) on conflict (day) do nothing`);
    const salt = (await rowsOf<{ salt: string }>(this.db, sql`select salt from analytics_day_salts where day = ${day}`))[0]!.salt;
    if (this.salts.size > 4) this.salts.clear();
    this.salts.set(day, salt);
    return salt;
  }

  /** Visitor hashes and salts older than yesterday, and the ids of batches written two days ago, are deleted hourly. */
  private async purgeOldDays(): Promise<void> {
    const at = this.now().getTime();
    if (at - this.purgedAt < HOUR) return;
    this.purgedAt = at;
    const yesterday = riyadhDateOf(new Date(at - 24 * HOUR));
    await this.db.execute(sql`delete from job_view_visitors where day < ${yesterday}`);
    await this.db.execute(sql`delete from analytics_day_salts where day < ${yesterday}`);
    await this.db.execute(sql`delete from analytics_batches where flushed_at < ${new Date(at - 48 * HOUR)}`);
  }
}

/** The rows of a statement, on either driver. */
export async function rowsOf<T>(db: Pick<TDatabase, 'execute'>, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const hashVisitor = (salt: string, visitor: string) => createHash('sha256').update(salt).update('\n').update(visitor).digest('base64url').slice(0, 22);

const sourceColumns = VIEW_SOURCES.map((source) => sql.raw(`from_${source}`));

/**
 * Writes one batch in one transaction. Its id is recorded first: a batch written already adds nothing. Views add only
 * visitors new for that job and day; jobs deleted meanwhile are left out.
 */
export async function writeAnalyticsBatch(db: TDatabase, batch: TAnalyticsBatch, saltOf: (day: string) => Promise<string>): Promise<void> {
  const salts = new Map<string, string>();
  for (const day of new Set(batch.views.map((view) => view.day))) salts.set(day, await saltOf(day));
  const views = batch.views.map((view) => ({ job_id: view.jobId, day: view.day, visitor: hashVisitor(salts.get(view.day)!, view.visitor), source: view.source }));
  const impressions = batch.impressions.map((entry) => ({ job_id: entry.jobId, day: entry.day, count: entry.count }));
  await db.transaction(async (tx) => {
    const first = await rowsOf(tx, sql`insert into analytics_batches (id) values (${batch.id}) on conflict (id) do nothing returning id`);
    if (first.length === 0) return;
    if (views.length > 0) {
      const bySource = VIEW_SOURCES.map((source) => sql`count(*) filter (where i.source = ${source})::int as ${sql.raw(`from_${source}`)}`);
      await tx.execute(sql`
        with incoming as (
          select distinct on (t.day, t.job_id, t.visitor) t.job_id, t.day::date as day, t.visitor, t.source
          from jsonb_to_recordset(${JSON.stringify(views)}::jsonb) as t(job_id int, day text, visitor text, source text)
          where exists (select 1 from jobs where jobs.id = t.job_id)
        ), fresh as (
          insert into job_view_visitors (day, job_id, visitor) select day, job_id, visitor from incoming
          on conflict do nothing returning day, job_id, visitor
        ), added as (
          select i.job_id, i.day, count(*)::int as views, ${sql.join(bySource, sql`, `)}
          from fresh f join incoming i on i.day = f.day and i.job_id = f.job_id and i.visitor = f.visitor
          group by i.job_id, i.day
        )
        select job_analytics_add(job_id, day, views, 0, 0, 0, ${sql.join(sourceColumns, sql`, `)}) from added`);
    }
    if (impressions.length > 0) {
      await tx.execute(sql`
        select job_analytics_add(g.job_id, g.day, 0, g.count, 0, 0, 0, 0, 0, 0, 0, 0) from (
          select t.job_id, t.day::date as day, sum(t.count)::int as count
          from jsonb_to_recordset(${JSON.stringify(impressions)}::jsonb) as t(job_id int, day text, count int)
          where exists (select 1 from jobs where jobs.id = t.job_id)
          group by t.job_id, t.day
        ) g`);
    }
  });
}
