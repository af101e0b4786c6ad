// Over 400 lines on purpose: one schema of every environment variable, read once at start, so that one check names
// every wrong variable in one line and exits 78 (decisions 112, 114, 140, 167); the parts that grew with a feature
// (ZATCA, decision 167) are their variables and the one function that turns them into the feature's settings.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SMS_CAP_PER_IP_PER_HOUR } from '@tawzeef/contract';
import type { TS3Config } from './modules/files/s3-storage.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(1, 65535).default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\/\S+$/, 'must be a postgres:// URL, or empty for the embedded database')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL such as https://tawzeef.example' }).optional(),
  PASSKEY_ORIGIN: z.url({ message: 'must be an absolute http(s) URL whose host is a name, such as https://tawzeef.example' }).optional(),
  API_ORIGIN: z.url({ message: 'must be an absolute http(s) URL of a running Tawzeef API' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
  ACCESS_TOKEN_TTL_HOURS: int(1, 24 * 90).default(24 * 7),
  REFRESH_TOKEN_TTL_DAYS: int(1, 365).default(60),
  LOGIN_MAX_FAILURES: int(1, 1000).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: int(1, 24 * 60).default(15),
  LOGIN_IP_MAX_PER_MINUTE: int(1, 100_000).default(20),
  SMS_IP_MAX_PER_HOUR: int(1, 100_000).default(SMS_CAP_PER_IP_PER_HOUR),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(300),
  PAGE_VIEWS_PER_MINUTE: int(1, 1_000_000).default(1200),
  CRAWLER_PAGE_VIEWS_PER_MINUTE: int(1, 1_000_000).default(6000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S*$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, or empty to count limits in each process')
    .refine((value) => URL.canParse(value), 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, or empty to count limits in each process')
    .optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL of an S3-compatible store, or empty for AWS S3' }).optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, 'must be 16 to 256 letters, digits or ._~+/=- (a bearer token), or empty').optional(),
  METRICS_PORT: int(1, 65535).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : - such as tawzeef:')
    .default('tawzeef:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465, or empty for the local outbox')
    .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465, or empty for the local outbox')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((value) => !/[\r\n]/.test(value) && /[^\s@<>"]+@[^\s@<>"]+/.test(value), 'must be a sender address such as "Tawzeef <no-reply@tawzeef.example>"')
    .default('Tawzeef <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['outbox', 'unifonic'], { message: 'must be outbox or unifonic' }).default('outbox'),
  UNIFONIC_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://el.cloud.unifonic.com' })
    .default('https://el.cloud.unifonic.com'),
  UNIFONIC_APP_SID: z.string().trim().min(1, 'must not be empty').optional(),
  UNIFONIC_SENDER_ID: z.string().trim().min(1, 'must not be empty').optional(),
  SMS_INBOUND_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_PROVIDER: z.enum(['outbox', 'cloud'], { message: 'must be outbox or cloud' }).default('outbox'),
  WHATSAPP_API_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://graph.facebook.com' }).default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v21.0').default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'must be the digits of the WhatsApp Business phone number ID').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1, 'must not be empty').optional(),
  WHATSAPP_APP_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(1, 'must not be empty').optional(),
  OUTBOX_VIEWER: bool.default(false),
  GOOGLE_CLIENT_ID: z.string().trim().min(1, 'must not be empty').optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://accounts.google.com' }).default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().trim().min(1, 'must not be empty').optional(),
  APPLE_TEAM_ID: z.string().trim().min(1, 'must not be empty').optional(),
  APPLE_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  APPLE_PRIVATE_KEY: z
    .string()
    .refine((value) => value.includes('-----BEGIN PRIVATE KEY-----'), 'must be a PEM PKCS#8 private key (-----BEGIN PRIVATE KEY-----; \\n for line breaks)')
    .optional(),
  APPLE_ISSUER: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://appleid.apple.com' }).default('https://appleid.apple.com'),
  FACEBOOK_APP_ID: z.string().trim().min(1, 'must not be empty').optional(),
  FACEBOOK_APP_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  FACEBOOK_AUTH_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://www.facebook.com' }).default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://graph.facebook.com' }).default('https://graph.facebook.com'),
  JOB_POSTING_FEE_SAR: z.coerce
    .number({ message: 'must be an amount in SAR such as 499 or 499.50' })
    .positive('must be an amount in SAR such as 499 or 499.50')
    .max(1_000_000, 'must be at most 1000000')
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals')
    .default(499),
  JOB_POSTING_DAYS: int(1, 365).default(60),
  SELLER_NAME_AR: z.string().trim().min(1, 'must not be empty').default('منصة توظيف'),
  SELLER_NAME_EN: z.string().trim().min(1, 'must not be empty').default('Tawzeef Platform'),
  SELLER_VAT_NUMBER: z.string().regex(/^3\d{13}3$/, 'must be a 15-digit Saudi VAT number that starts and ends with 3').default('300000000000003'),
  SELLER_ADDRESS: z.string().trim().min(1, 'must not be empty').default('Riyadh, Saudi Arabia'),
  PAYMENT_GATEWAY: z.enum(['test', 'moyasar'], { message: 'must be test or moyasar' }).default('test'),
  MOYASAR_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://api.moyasar.com' }).default('https://api.moyasar.com'),
  MOYASAR_SECRET_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  ZATCA_MODE: z.enum(['off', 'simulation', 'production'], { message: 'must be off, simulation or production' }).default('off'),
  ZATCA_API_URL: z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL of ZATCA's Fatoora API such as https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation" }).optional(),
  ZATCA_SECRET_KEY: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)').optional(),
  ZATCA_UNIT_ID: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be 1 to 64 letters, digits or hyphens naming this invoicing unit (e.g. a UUID)').optional(),
  ZATCA_BRANCH_NAME: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
  ZATCA_BUSINESS_CATEGORY: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
  ZATCA_SELLER_CRN: z.string().regex(/^\d{10}$/, 'must be the 10 digits of the commercial registration number').optional(),
  ZATCA_SELLER_STREET: z.string().trim().min(1, 'must not be empty').max(127, 'must be at most 127 characters').optional(),
  ZATCA_SELLER_BUILDING_NUMBER: z.string().regex(/^\d{4}$/, 'must be the 4 digits of the national address building number').optional(),
  ZATCA_SELLER_DISTRICT: z.string().trim().min(1, 'must not be empty').max(127, 'must be at most 127 characters').optional(),
  ZATCA_SELLER_CITY: z.string().trim().min(1, 'must not be empty').max(127, 'must be at most 127 characters').optional(),
  ZATCA_SELLER_POSTAL_CODE: z.string().regex(/^\d{5}$/, 'must be the 5 digits of the national address postal code').optional(),
  ZATCA_SELLER_ADDITIONAL_NUMBER: z.string().regex(/^[0-9]{4}$/, 'must be the 4 digits of the national address additional number, or empty').optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+\{z\}\S*\{x\}\S*\{y\}\S*$/, 'must be an http(s) tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  GEOCODER_URL: z
    .union([z.literal('off'), z.url({ protocol: /^https?$/, message: 'must be the absolute http(s) URL of a Nominatim-compatible server, or off' })])
    .default('https://nominatim.openstreetmap.org'),
  SCHEDULER_INTERVAL_SECONDS: int(5, 86_400).default(60),
  SEARCH_CACHE_SECONDS: int(0, 300).default(0),
  PAGE_CACHE_SECONDS: int(0, 60).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 600).default(10),
  MESSAGES_PER_MINUTE: int(1, 1000).default(20),
  COMPANY_NEW_CONVERSATIONS_PER_DAY: int(1, 100_000).default(50),
  COMPANY_CV_OPENS_PER_DAY: int(1, 100_000).default(100),
  MAX_CONCURRENT_REQUESTS: int(1, 100_000).default(64),
  SHED_QUEUE_DELAY_MS: int(0, 60_000).default(500),
  SHED_EVENT_LOOP_DELAY_MS: int(0, 60_000).default(100),
  REQUEST_DEADLINE_MS: int(0, 600_000).default(8000),
  SERVER_PROCESSES: int(1, 256).default(os.availableParallelism()),
  SERVER_YOUNG_GENERATION_MB: int(0, 1024).default(64),
});

/** Variables whose value never appears in an error message. */
const SECRET_VARIABLES = new Set(['REDIS_URL', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY', 'MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET', 'SMTP_URL', 'UNIFONIC_APP_SID', 'SMS_INBOUND_TOKEN', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'GOOGLE_CLIENT_SECRET', 'APPLE_PRIVATE_KEY', 'FACEBOOK_APP_SECRET', 'ZATCA_SECRET_KEY']);

/** Fatoora's API for each mode (ZATCA's developer portal; the sandbox is not a mode: tests use a local server). */
const ZATCA_API_URLS = {
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;

/** What a ZATCA phase-2 invoicing unit needs besides the seller (decision 167). */
export interface TZatcaConfig {
  /** `simulation`: ZATCA's simulation environment (invoices have no legal effect); `production`: the real one. */
  mode: 'simulation' | 'production';
  apiUrl: string;
  /** 32 bytes: the AES-256-GCM key the unit's private key, certificates and secrets are encrypted with at rest. */
  secretKey: Buffer;
  unitId: string;
  branchName: string;
  businessCategory: string;
  /** The seller's commercial registration number (the party identification with scheme CRN). */
  crn: string;
  /** The seller's national address; the additional number (decision 202) is optional, as for a buyer (BR-KSA-63). */
  address: { street: string; buildingNumber: string; additionalNumber?: string; district: string; city: string; postalCode: string };
}

export interface TConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded files on local disk: DATA_DIR/uploads. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Where passkeys are made and used (decision 165): the origin browsers sign for; its host is the relying party's id. */
  passkey: { origin: string; rpId: string };
  apiOrigin: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  loginIpMaxPerMinute: number;
  /** SMS codes per client address per hour, the one sent at sign-up included (decision 040). */
  smsIpMaxPerHour: number;
  rateLimitPerMinute: number;
  /** Pages (documents and `.data` loads) one address may ask for a minute; verified crawlers the second (decision 043). */
  pageViewsPerMinute: number;
  crawlerPageViewsPerMinute: number;
  /** The Redis server that counts the per-address limits for every process and machine (decision 112); undefined: each process counts its own. */
  redisUrl: string | undefined;
  /** What every key this installation writes in Redis starts with, so that several share one server. */
  redisPrefix: string;
  /** Where uploads live (decision 114): the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: { driver: 'disk' } | { driver: 's3'; s3: TS3Config };
  /** GET /metrics answers with this bearer token (decision 113); undefined: not on the main port. */
  metricsToken: string | undefined;
  /** The port that serves /metrics alone, without a token (a cluster's primary gathers every worker's); undefined: none. */
  metricsPort: number | undefined;
  secureCookies: boolean;
  /** smtp:// or smtps:// URL (credentials included); undefined: mail goes to the local outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** `outbox`: SMS go to the local outbox table; `unifonic`: sent through Unifonic's REST API. */
  smsProvider: 'outbox' | 'unifonic';
  unifonicBaseUrl: string;
  unifonicAppSid: string | undefined;
  unifonicSenderId: string | undefined;
  /** The shared secret the SMS provider's inbound webhook sends (X-Webhook-Token); unset: the webhook answers 404. */
  smsInboundToken: string | undefined;
  /**
   * `outbox`: WhatsApp messages go to the local whatsapp_outbox table (status 'local'); `cloud`: sent through the
   * WhatsApp Business Cloud API. The webhook (status callbacks, STOP replies) is served when the app secret and
   * verify token are set.
   */
  whatsapp: {
    provider: 'outbox' | 'cloud';
    baseUrl: string;
    version: string;
    phoneNumberId: string | undefined;
    accessToken: string | undefined;
    appSecret: string | undefined;
    verifyToken: string | undefined;
  };
  /** Serve GET /api/v1/dev/outbox even in production (it is always served outside production). */
  outboxViewer: boolean;
  /** External sign-in: a provider is configured when its id and secret (Apple: team, key id and key) are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string } | undefined;
  facebook: { appId: string; appSecret: string; authUrl: string; graphUrl: string } | undefined;
  /** The default job posting fee before VAT, in halalas (admins may override it in the settings table). */
  jobPostingFeeHalalas: number;
  /** How long a paid posting may stay open: the deadline is at most this many days after it goes live. */
  jobPostingDays: number;
  /** The seller on tax invoices. */
  seller: { nameAr: string; nameEn: string; vatNumber: string; address: string };
  /** `test`: the embedded test gateway (hosted page served by the platform); `moyasar`: Moyasar's API. */
  paymentGateway: 'test' | 'moyasar';
  moyasar: { baseUrl: string; secretKey: string; webhookSecret: string | undefined } | undefined;
  /** ZATCA phase-2 e-invoicing (Fatoora, decision 167); undefined: off (ZATCA_MODE=off, the default), phase-1 invoices only. */
  zatca: TZatcaConfig | undefined;
  map: { tileUrl: string; tileAttribution: string; geocoderUrl: string | undefined };
  /** How often the in-server schedules (job expiry, later alerts) run. */
  schedulerIntervalMs: number;
  /** How long an identical job search answers from memory (0: never); see decision 014. */
  searchCacheMs: number;
  /** How long a page for visitors without a session answers from the process's memory (0: never); decision 049. */
  pageCacheMs: number;
  /** On SIGTERM/SIGINT, how long requests under way may take to finish before their connections are cut (decision 025). */
  shutdownTimeoutMs: number;
  /** Messages (of any kind) one account may send a minute, counted in PostgreSQL across processes (decision 029). */
  messagesPerMinute: number;
  /** New conversations a company may start a day (Asia/Riyadh); writing in existing ones is not counted. */
  companyNewConversationsPerDay: number;
  /** CVs found by search a company may open a day (Asia/Riyadh); its applicants' and the day's re-openings are free. */
  companyCvOpensPerDay: number;
  /** Requests under way from the network past which a new one is refused with 503 (load shedding, decision 042). */
  maxConcurrentRequests: number;
  /** The standing-queue target of load shedding in ms; 0: off (decision 042). */
  shedQueueDelayMs: number;
  /** The event loop's mean delay in ms past which load shedding refuses new requests; 0: off (decision 164). */
  shedEventLoopDelayMs: number;
  /** A read not answered this many ms after it arrived is answered 503 then; 0: off (decision 164). */
  requestDeadlineMs: number;
  /** Processes serving the port on the PostgreSQL server (decision 044); the embedded database has one. */
  serverProcesses: number;
  /** Each cluster worker's young generation (V8's semi-space, MB); 0: V8's own size (decision 075). */
  serverYoungGenerationMb: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once. A bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  // An empty value (`PUBLIC_URL=` in a .env file) means "not set": the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in ZEnv.shape && value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = SECRET_VARIABLES.has(name) ? 'a value not shown here' : JSON.stringify(env[name]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${got})`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'unifonic') {
    for (const name of ['UNIFONIC_APP_SID', 'UNIFONIC_SENDER_ID'] as const) {
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when SMS_PROVIDER=unifonic`);
    }
  }
  if (e.WHATSAPP_PROVIDER === 'cloud') {
    for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when WHATSAPP_PROVIDER=cloud`);
    }
  }
  if (e.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when STORAGE_DRIVER=s3`);
    }
  }
  if (e.PAYMENT_GATEWAY === 'moyasar' && !e.MOYASAR_SECRET_KEY) {
    throw new ConfigError('Invalid configuration: MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar');
  }
  const passkeyOf = (url: string) => ({ origin: new URL(url).origin, rpId: new URL(url).hostname });
  const zatca = zatcaConfigOf(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    passkey: passkeyOf(e.PASSKEY_ORIGIN ?? publicUrl),
    apiOrigin: e.API_ORIGIN?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL_HOURS * 3_600_000,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    loginIpMaxPerMinute: e.LOGIN_IP_MAX_PER_MINUTE,
    smsIpMaxPerHour: e.SMS_IP_MAX_PER_HOUR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageViewsPerMinute: e.PAGE_VIEWS_PER_MINUTE,
    crawlerPageViewsPerMinute: e.CRAWLER_PAGE_VIEWS_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            s3: { endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''), region: e.S3_REGION, bucket: e.S3_BUCKET!, accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY!, forcePathStyle: e.S3_FORCE_PATH_STYLE },
          }
        : { driver: 'disk' },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProvider: e.SMS_PROVIDER,
    unifonicBaseUrl: e.UNIFONIC_BASE_URL.replace(/\/+$/, ''),
    unifonicAppSid: e.UNIFONIC_APP_SID,
    unifonicSenderId: e.UNIFONIC_SENDER_ID,
    smsInboundToken: e.SMS_INBOUND_TOKEN,
    whatsapp: {
      provider: e.WHATSAPP_PROVIDER,
      baseUrl: e.WHATSAPP_API_BASE_URL.replace(/\/+$/, ''),
      version: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    outboxViewer: e.OUTBOX_VIEWER,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER.replace(/\/+$/, '') }
        : undefined,
    apple:
      e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
        ? {
            clientId: e.APPLE_CLIENT_ID,
            teamId: e.APPLE_TEAM_ID,
            keyId: e.APPLE_KEY_ID,
            // A .env file keeps the PEM on one line with literal \n.
            privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            issuer: e.APPLE_ISSUER.replace(/\/+$/, ''),
          }
        : undefined,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, authUrl: e.FACEBOOK_AUTH_URL.replace(/\/+$/, ''), graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, '') }
        : undefined,
    jobPostingFeeHalalas: Math.round(e.JOB_POSTING_FEE_SAR * 100),
    jobPostingDays: e.JOB_POSTING_DAYS,
    seller: { nameAr: e.SELLER_NAME_AR, nameEn: e.SELLER_NAME_EN, vatNumber: e.SELLER_VAT_NUMBER, address: e.SELLER_ADDRESS },
    paymentGateway: e.PAYMENT_GATEWAY,
    moyasar: e.MOYASAR_SECRET_KEY
      ? { baseUrl: e.MOYASAR_BASE_URL.replace(/\/+$/, ''), secretKey: e.MOYASAR_SECRET_KEY, webhookSecret: e.MOYASAR_WEBHOOK_SECRET }
      : undefined,
    zatca,
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION, geocoderUrl: e.GEOCODER_URL === 'off' ? undefined : e.GEOCODER_URL.replace(/\/+$/, '') },
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_SECONDS * 1000,
    searchCacheMs: e.SEARCH_CACHE_SECONDS * 1000,
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    messagesPerMinute: e.MESSAGES_PER_MINUTE,
    companyNewConversationsPerDay: e.COMPANY_NEW_CONVERSATIONS_PER_DAY,
    companyCvOpensPerDay: e.COMPANY_CV_OPENS_PER_DAY,
    maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS,
    shedQueueDelayMs: e.SHED_QUEUE_DELAY_MS,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    serverProcesses: e.SERVER_PROCESSES,
    serverYoungGenerationMb: e.SERVER_YOUNG_GENERATION_MB,
  };
}

/** ZATCA_MODE and the unit's details: every one is required once the mode is not off. */
function zatcaConfigOf(e: z.infer<typeof ZEnv>): TZatcaConfig | undefined {
  if (e.ZATCA_MODE === 'off') return undefined;
  const required = [
    'ZATCA_SECRET_KEY',
    'ZATCA_UNIT_ID',
    'ZATCA_BRANCH_NAME',
    'ZATCA_BUSINESS_CATEGORY',
    'ZATCA_SELLER_CRN',
    'ZATCA_SELLER_STREET',
    'ZATCA_SELLER_BUILDING_NUMBER',
    'ZATCA_SELLER_DISTRICT',
    'ZATCA_SELLER_CITY',
    'ZATCA_SELLER_POSTAL_CODE',
  ] as const;
  for (const name of required) {
    if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when ZATCA_MODE=${e.ZATCA_MODE}`);
  }
  return {
    mode: e.ZATCA_MODE,
    apiUrl: (e.ZATCA_API_URL ?? ZATCA_API_URLS[e.ZATCA_MODE]).replace(/\/+$/, ''),
    secretKey: Buffer.from(e.ZATCA_SECRET_KEY!, 'base64'),
    unitId: e.ZATCA_UNIT_ID!,
    branchName: e.ZATCA_BRANCH_NAME!,
    businessCategory: e.ZATCA_BUSINESS_CATEGORY!,
    crn: e.ZATCA_SELLER_CRN!,
    address: {
      street: e.ZATCA_SELLER_STREET!,
      buildingNumber: e.ZATCA_SELLER_BUILDING_NUMBER!,
      district: e.ZATCA_SELLER_DISTRICT!,
      city: e.ZATCA_SELLER_CITY!,
      postalCode: e.ZATCA_SELLER_POSTAL_CODE!,
      ...(e.ZATCA_SELLER_ADDITIONAL_NUMBER ? { additionalNumber: e.ZATCA_SELLER_ADDITIONAL_NUMBER } : {}),
    },
  };
}
