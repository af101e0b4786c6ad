import type { FastifyInstance } from 'fastify';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TApiOptions, TAppDeps } from './deps.ts';
import type { TApiModule, TModuleSchedule } from './module.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { createGeocoder } from './modules/companies/geocoder.ts';
import { createMailer } from './modules/delivery/mail.ts';
import { createSmsSender } from './modules/delivery/sms.ts';
import { createWhatsappSender } from './modules/delivery/whatsapp.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { MessageHub } from './modules/messages/realtime.ts';
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

/** Whether this app runs the schedules of a switch (the API tests turn them off and call the work directly). */
function runs(switchName: TModuleSchedule['runsWith'], options: TApiOptions): boolean {
  if (switchName === 'delivery') return options.deliveryScheduler !== false;
  if (switchName === 'jobs') return options.jobScheduler !== false;
  if (switchName === 'mails') return options.alertScheduler !== false;
  return runsStorageCleanUp(options);
}

/**
 * The background schedules the modules declare (mail retries, job expiry, the scheduled mails of decision 162, the
 * storage clean-up at start-up and every few hours, ...): started when the app is ready, stopped on close.
 */
export function startSchedulers(app: FastifyInstance, deps: TAppDeps, modules: ReadonlyArray<{ module: TApiModule }>, options: TApiOptions = {}): void {
  const schedules: Array<() => { stop(): Promise<void> } | void> = modules
    .flatMap(({ module }) => module.schedules ?? [])
    .filter((schedule) => runs(schedule.runsWith, options))
    .map((schedule) => () => schedule.start(deps, app.log));
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
    running = schedules.flatMap((start) => start() ?? []);
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.map((schedule) => schedule.stop()));
    app.server.off(DRAINING_EVENT, endStreams);
    await deps.messageHub.stop();
    deps.mailer.close();
  });
}
