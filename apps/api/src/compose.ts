import type { FastifyInstance } from 'fastify';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TApiOptions, TAppDeps } from './deps.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { createGeocoder } from './modules/companies/geocoder.ts';
import { createMailer } from './modules/delivery/mail.ts';
import { createSmsSender } from './modules/delivery/sms.ts';
import { createWhatsappSender } from './modules/delivery/whatsapp.ts';
import { startDeliveryScheduler } from './modules/delivery/retry.ts';
import { startStorageCleanUp } from './modules/files/clean-up.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { startJobScheduler } from './modules/jobs/scheduler.ts';
import { startZatcaScheduler } from './modules/zatca/queue.ts';
import { warmJobSearchIndex } from './modules/jobs/search-index.ts';
import { warmCandidateSearchIndex } from './modules/candidates/memory-index.ts';
import { startAlertScheduler } from './modules/alerts/scheduler.ts';
import { startRecommendationMailScheduler } from './modules/recommendations/scheduler.ts';
import { startSavedSearchScheduler } from './modules/saved-searches/scheduler.ts';
import { startApplicationDigestScheduler } from './modules/applications/company-digest.ts';
import { startMemberDigestScheduler } from './modules/applications/member-digest.ts';
import { MessageHub } from './modules/messages/realtime.ts';
import { startUnreadMailScheduler } from './modules/messages/unread-mail.ts';
import { startSalaryReportScheduler } from './modules/salaries/scheduler.ts';
import { DRAINING_EVENT } from './run.ts';
import { createJobAnalytics } from './modules/job-analytics/create.ts';

/** The composition root: every adapter the modules use, built once from the configuration. */
export function createAppDeps(config: TConfig, database: TDatabaseHandle, options: TApiOptions = {}): TAppDeps {
  const mailer = createMailer(config, database.db);
  const sms = createSmsSender(config, database.db);
  return {
    db: database.db,
    config,
    loginThrottle: new LoginThrottle(config.loginMaxFailures, config.loginFailureWindowMs),
    notifier: options.notifier ?? {
      mail: async (message) => void (await mailer.send(message)),
      sms: async (message) => void (await sms.send(message)),
    },
    now: options.now ?? (() => new Date()),
    storage: createFileStorage(config),
    mailer,
    sms,
    whatsapp: createWhatsappSender(config, database.db),
    geocoder: createGeocoder({ url: config.map.geocoderUrl, userAgent: `Tawzeef/1.0 (+${config.publicUrl})` }),
    messageHub: new MessageHub(database),
    checkAnswers: options.checkAnswers ?? config.env !== 'production',
    jobAnalytics: options.jobAnalytics ?? createJobAnalytics(database, config),
  };
}

/**
 * Whether the storage clean-up (modules/files/clean-up.ts: what a crash left in file storage) runs in this app.
 * `storageCleanUp` says so; without it, it runs where every background schedule runs (a server process), never
 * where they are all off (the API tests: apps with different upload folders share one database there, and one
 * app's clean-up would take another's files for rows without bytes).
 */
function runsStorageCleanUp(options: TApiOptions): boolean {
  return options.storageCleanUp ?? (options.deliveryScheduler !== false && options.jobScheduler !== false && options.alertScheduler !== false);
}

/**
 * The background schedules (mail retries, job expiry, alert digests, the storage clean-up at start-up and every
 * few hours): started when the app is ready, stopped on close.
 */
export function startSchedulers(app: FastifyInstance, deps: TAppDeps, options: TApiOptions = {}): void {
  const schedules: Array<() => { stop(): Promise<void> }> = [];
  if (options.deliveryScheduler !== false) {
    schedules.push(() => startDeliveryScheduler({ db: deps.db, config: deps.config, mailer: deps.mailer, sms: deps.sms, whatsapp: deps.whatsapp, logger: app.log }));
  }
  if (options.jobScheduler !== false) {
    schedules.push(() => startJobScheduler(deps, app.log));
    // The search indexes of jobs and of job seekers are built ahead of the first search (decisions 027, 028).
    schedules.push(() => {
      warmJobSearchIndex(deps.db);
      warmCandidateSearchIndex(deps.db);
      return { stop: async () => undefined };
    });
    // The salary reports: computed at start when missing, then when older than six hours (decision 036).
    schedules.push(() => startSalaryReportScheduler(deps, app.log));
    // ZATCA phase 2 (decision 167): the queue signs and sends the invoices in the chain's order.
    const zatca = deps.config.zatca;
    if (zatca) schedules.push(() => startZatcaScheduler({ db: deps.db, config: { ...deps.config, zatca } }, app.log));
  }
  if (options.alertScheduler !== false) {
    schedules.push(() => startAlertScheduler(deps, app.log));
    schedules.push(() => startApplicationDigestScheduler(deps, app.log));
    schedules.push(() => startMemberDigestScheduler(deps, app.log));
    schedules.push(() => startUnreadMailScheduler(deps, app.log));
    schedules.push(() => startSavedSearchScheduler(deps, app.log));
    schedules.push(() => startRecommendationMailScheduler(deps, app.log));
  }
  if (runsStorageCleanUp(options)) schedules.push(() => startStorageCleanUp(deps, app.log));
  // Job analytics are written every few seconds wherever requests are answered, and once more at close, after the
  // drain let the last requests end and before the database closes (decision 124).
  schedules.push(() => {
    deps.jobAnalytics.start(app.log);
    return { stop: () => deps.jobAnalytics.stop() };
  });
  // The message event streams never end by themselves: a drain (SIGTERM) or a close ends them first.
  deps.messageHub.useLogger(app.log);
  const endStreams = () => deps.messageHub.endStreams();
  app.server.on(DRAINING_EVENT, endStreams);
  app.addHook('preClose', async () => endStreams());
  let running: Array<{ stop(): Promise<void> }> = [];
  app.addHook('onReady', async () => {
    running = schedules.map((start) => start());
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.map((schedule) => schedule.stop()));
    app.server.off(DRAINING_EVENT, endStreams);
    await deps.messageHub.stop();
    deps.mailer.close();
  });
}
