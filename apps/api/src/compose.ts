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
import { MessageHub } from './modules/messages/realtime.ts';
import { startScheduledMails } from './modules/delivery/scheduled-mail.ts';
import { alertDigests } from './modules/alerts/digest.ts';
import { dispatchChannelMessages } from './modules/channels/service.ts';
import { applicationDigests } from './modules/applications/company-digest.ts';
import { memberDigests } from './modules/applications/member-digest.ts';
import { unreadMessageMails } from './modules/messages/unread-mail.ts';
import { savedSearchMails } from './modules/saved-searches/digest.ts';
import { weeklyRecommendationMails } from './modules/recommendations/mail.ts';
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
    if (zatca) schedules.push(() => startZatcaScheduler({ db: deps.db, config: { ...deps.config, zatca }, notifier: deps.notifier }, app.log));
  }
  if (options.alertScheduler !== false) {
    // The scheduled mails, each declared to one runner (decision 162).
    const mailDeps = { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
    const channelDeps = { db: deps.db, config: deps.config, sms: deps.sms, whatsapp: deps.whatsapp };
    schedules.push(() => {
      const running = startScheduledMails(deps, app.log, [
        // After the alerts, what waits for SMS and WhatsApp: the alerts just queued and application news, outside quiet hours (decision 140).
        {
          mail: alertDigests,
          deps: mailDeps,
          after: async () => {
            const channels = await dispatchChannelMessages(channelDeps, deps.now());
            if (channels.sent || channels.dropped) app.log.info({ sent: channels.sent, held: channels.held, dropped: channels.dropped }, 'channel messages');
          },
        },
        { mail: applicationDigests },
        { mail: memberDigests, deps: mailDeps },
        { mail: unreadMessageMails },
        { mail: savedSearchMails, deps: { ...deps, publicUrl: deps.config.publicUrl } },
        { mail: weeklyRecommendationMails, deps: mailDeps },
      ]);
      return { stop: async () => void (await Promise.all(running.map((schedule) => schedule.stop()))) };
    });
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
