import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import type { LoginThrottle } from './modules/auth/login-throttle.ts';
import type { TGeocoder } from './modules/companies/geocoder.ts';
import type { TMailer } from './modules/delivery/mail.ts';
import type { TSmsSender } from './modules/delivery/sms.ts';
import type { TWhatsappSender } from './modules/delivery/whatsapp.ts';
import type { TFileStorage } from './modules/files/storage.ts';
import type { MessageHub } from './modules/messages/realtime.ts';
import type { TNotifier } from './modules/delivery/notifier.ts';
import type { TSharedLimits } from './shared-limits.ts';
import type { Metrics } from './metrics.ts';
import type { JobAnalyticsRecorder } from './modules/job-analytics/recorder.ts';

/**
 * What every module gets from the composition root (compose.ts): built once at start-up and handed down, so a
 * module never builds its own mailer, storage or geocoder, and never imports app.ts.
 */
export interface TAppDeps {
  db: TDatabase;
  config: TConfig;
  loginThrottle: LoginThrottle;
  /** Mail and SMS for account messages: SMTP or gateway when configured, the local outboxes otherwise. */
  notifier: TNotifier;
  /** The clock of time-dependent rules (codes, links); tests move it. */
  now: () => Date;
  /** Where the bytes of uploaded files live (the local disk under UPLOADS_DIR by default). */
  storage: TFileStorage;
  /** SMTP when SMTP_URL is set, the local mail outbox otherwise. */
  mailer: TMailer;
  /** The SMS gateway when configured, the local SMS outbox otherwise. */
  sms: TSmsSender;
  /** The WhatsApp Business Cloud API when configured, the local WhatsApp outbox otherwise (decision 140). */
  whatsapp: TWhatsappSender;
  /** Place search for the company map (Nominatim's protocol). */
  geocoder: TGeocoder;
  /** Messaging events to the open event streams of every process (PostgreSQL LISTEN/NOTIFY). */
  messageHub: MessageHub;
  /** The busiest reads' compiled answers are checked by zod as well (decision 053): outside production and in API tests. */
  checkAnswers: boolean;
  /** Job page views and search appearances, kept in memory and written in batches (decision 124). */
  jobAnalytics: JobAnalyticsRecorder;
}

export interface TApiOptions {
  notifier?: TNotifier;
  now?: () => Date;
  /** Retry failed mail and SMS deliveries in the background (off in API tests). */
  deliveryScheduler?: boolean;
  /** Run the job expiry schedule in the background (off in API tests, which call it directly). */
  jobScheduler?: boolean;
  /** Send due job alert digests in the background (off in API tests, which call it directly). */
  alertScheduler?: boolean;
  /** Clean up what a crash left in file storage, at start-up and every few hours (default: where every schedule runs). */
  storageCleanUp?: boolean;
  /**
   * The secret of the calls the pages make to the API inside this process while rendering (decision 043): a request
   * carrying it in `INTERNAL_CALL_HEADER` is not counted against the visitor's API limit (the page view was counted).
   */
  internalCallToken?: string;
  /** Check the compiled answers of the busiest reads with zod as well (decision 053; default: outside production). */
  checkAnswers?: boolean;
  /** The process's per-address limits, shared with its web pages (decision 112); default: the API opens its own. */
  sharedLimits?: TSharedLimits;
  /** The process's metrics, when served (decision 113): the API tells them what to read. */
  metrics?: Metrics;
  /** The process's job analytics recorder, shared with its web pages (decision 124); default: the API makes its own. */
  jobAnalytics?: JobAnalyticsRecorder;
}

/** The header of a page's in-process API call; its value is the process's `internalCallToken`. */
export const INTERNAL_CALL_HEADER = 'x-tawzeef-page-render';
