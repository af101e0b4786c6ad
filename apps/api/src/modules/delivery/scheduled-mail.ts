import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import type { TModuleSchedule } from '../../module.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';

/**
 * A mail sent on a schedule (decision 162): the job alerts, saved searches, the members' and the companies' digests of
 * new applicants, unread messages and the weekly recommendations each declare themselves here, and one runner does
 * "due rows, claim the period, render, queue, log" for all of them.
 */
export interface TScheduledMail<TDeps extends { db: TDatabase }, TRow, TClaim, TSent extends { status: string } = { status: 'sent' }> {
  /** The schedule's name, in the logs and the metrics (`tawzeef_schedule_*{schedule=…}`). */
  name: string;
  /** The PostgreSQL advisory lock that lets one process at a time run it (distinct keys: db/lock-keys.test.ts). */
  lockKey: number;
  /** The rows due at `now` (at most `limit`); the runner leaves out the ones this run already tried. */
  due(deps: TDeps, now: Date, limit: number): Promise<readonly TRow[]>;
  /** A row's identity: no row is tried twice in one run, and a failure is logged with it. */
  key(row: TRow): number | string;
  /**
   * Claims the row's period with one guarded write (of two runs or two nodes that read the same row, one gets it):
   * what the mail needs, or null when another run had it (or nothing is due after all). Runs before anything is sent.
   */
  claim(deps: TDeps, row: TRow, now: Date): Promise<TClaim | null>;
  /** Renders and queues the claimed period's mail (through the outbox, which retries delivery): null when nothing was new. */
  send(deps: TDeps, claimed: TClaim, row: TRow, now: Date): Promise<TSent | null>;
  /** Rows read at a time; the runner reads again until none is due (default 200). */
  batch?: number;
  /** Reads one batch only (the due rows are a bounded list, e.g. the unread messages' 500). */
  once?: boolean;
}

// Declarations of different rows and deps in one list: the runner only ever hands a declaration its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyScheduledMail = TScheduledMail<any, any, any, any>;

export type TSendOutcome<TSent> = { status: 'skipped' } | { status: 'empty' } | TSent;

/** One row: its period claimed, then its mail rendered and queued; `skipped` when another run claimed it first. */
export async function sendScheduled<TDeps extends { db: TDatabase }, TRow, TClaim, TSent extends { status: string }>(
  mail: TScheduledMail<TDeps, TRow, TClaim, TSent>,
  deps: TDeps,
  row: TRow,
  now: Date,
): Promise<TSendOutcome<TSent>> {
  const claimed = await mail.claim(deps, row, now);
  if (claimed === null) return { status: 'skipped' };
  return (await mail.send(deps, claimed, row, now)) ?? { status: 'empty' };
}

export interface TScheduledRun {
  /** false: another run (this process, or another node holding the advisory lock) was at work; nothing was done. */
  ran: boolean;
  due: number;
  /** Rows whose mail went, whose period had nothing new, that another run claimed first, that failed. */
  sent: number;
  empty: number;
  skipped: number;
  failed: number;
}

/**
 * Every row due at `now`, under the declaration's advisory lock: read in batches until none is left, each claimed
 * then sent. A failing row is handed to `onError` and the others go on; its period stays claimed, so that it is not
 * retried in a loop (the mail outbox retries a delivery that failed, decision 018).
 */
export async function runScheduledMail<TDeps extends { db: TDatabase }, TRow, TClaim, TSent extends { status: string }>(
  mail: TScheduledMail<TDeps, TRow, TClaim, TSent>,
  deps: TDeps,
  now: Date,
  onError?: (key: number | string, error: unknown) => void,
): Promise<TScheduledRun> {
  const outcome = await withAdvisoryLock(deps.db, mail.lockKey, async () => {
    const result: TScheduledRun = { ran: true, due: 0, sent: 0, empty: 0, skipped: 0, failed: 0 };
    const done = new Set<number | string>();
    for (;;) {
      const due = (await mail.due(deps, now, mail.batch ?? 200)).filter((row) => !done.has(mail.key(row)));
      for (const row of due) {
        done.add(mail.key(row));
        result.due += 1;
        try {
          const { status } = await sendScheduled(mail, deps, row, now);
          result[status === 'skipped' || status === 'empty' ? status : 'sent'] += 1;
        } catch (error) {
          result.failed += 1;
          onError?.(mail.key(row), error);
        }
      }
      if (due.length === 0 || mail.once) return result;
    }
  });
  return outcome.locked ? outcome.value : { ran: false, due: 0, sent: 0, empty: 0, skipped: 0, failed: 0 };
}

interface TRunnerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs each declaration now and then every `config.schedulerIntervalMs` after its previous run ended, on a timer of its
 * own: a run that throws (its due rows could not be read) is logged and tried again at the next turn, and never stops
 * the others. `after` is work that follows a declaration's run (the alerts' SMS and WhatsApp messages).
 */
export function startScheduledMails(
  deps: TAppDeps,
  logger: TRunnerLogger,
  mails: ReadonlyArray<{ mail: TAnyScheduledMail; deps?: object; after?: () => Promise<void> }>,
): TRepeating[] {
  return mails.map(({ mail, deps: own, after }) =>
    repeatEvery(
      mail.name,
      deps.config.schedulerIntervalMs,
      async () => {
        const result = await runScheduledMail(mail, own ?? deps, deps.now(), (key, error) => logger.error({ err: error, key }, `${mail.name}: one failed`));
        if (result.sent || result.empty || result.failed) logger.info(result, mail.name);
        await after?.();
      },
      (error) => logger.error({ err: error }, `${mail.name} failed`),
    ),
  );
}

/** What most digests need: the database, the mailer and the site's address for the links. */
export const mailDeps = (deps: TAppDeps) => ({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });

/**
 * A scheduled mail as a module's schedule (modules/<name>/index.ts, decision 176), run by the runner above on the
 * `mails` switch: `own` picks the dependencies its declaration takes (default: all), `after` follows each run.
 */
export function mailSchedule(mail: TAnyScheduledMail, own?: (deps: TAppDeps) => object, after?: (deps: TAppDeps, log: TRunnerLogger) => Promise<void>): TModuleSchedule {
  return {
    runsWith: 'mails',
    start: (deps, log) => startScheduledMails(deps, log, [{ mail, deps: own?.(deps), after: after && (() => after(deps, log)) }])[0],
  };
}
