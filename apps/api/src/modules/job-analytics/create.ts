import { isbot } from 'isbot';
import type { TConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { JobAnalyticsRecorder } from './recorder.ts';

/** The process's job analytics recorder; crawlers are told apart by isbot's list, a well-kept one (decision 124). */
export function createJobAnalytics(database: TDatabaseHandle, config: TConfig) {
  return new JobAnalyticsRecorder(database.db, { isCrawler: isbot, siteHosts: [new URL(config.publicUrl).host.toLowerCase()] });
}
