import type { TConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { JobAnalyticsRecorder } from './recorder.ts';

/**
 * The words of crawlers' user agents, for an API that runs without the web server. The web server (which serves the
 * pages crawlers read) passes isbot's pattern instead, a well-kept list (decision 124).
 */
const CRAWLER_WORDS = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl\/|wget\/|python-requests|httpclient|okhttp/i;

/** The process's job analytics recorder; `isCrawler` defaults to a short list of crawler words. */
export function createJobAnalytics(database: TDatabaseHandle, config: TConfig, isCrawler: (userAgent: string) => boolean = (agent) => CRAWLER_WORDS.test(agent)) {
  return new JobAnalyticsRecorder(database.db, { isCrawler, siteHosts: [new URL(config.publicUrl).host.toLowerCase()] });
}
