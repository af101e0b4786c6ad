import { sql } from 'drizzle-orm';
import type { TCvViewSource } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cvViews } from '../../db/schema/index.ts';

/** Saudi Arabia keeps UTC+3 all year: a view's day is its date in Asia/Riyadh. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
export const riyadhDay = (at: Date): string => new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Records that a company opened a seeker's CV (decision 024): one row per company, seeker and day, counting the
 * times. A view from an application makes the day's source `application`; the day stays confidential only while
 * every view came through an application to a confidential job.
 */
export async function recordCvView(db: TDatabase, view: { companyId: number; seekerId: number; source: TCvViewSource; confidential: boolean; at: Date }): Promise<void> {
  await db
    .insert(cvViews)
    .values({ company_id: view.companyId, seeker_id: view.seekerId, day: riyadhDay(view.at), first_at: view.at, last_at: view.at, count: 1, source: view.source, confidential: view.confidential })
    .onConflictDoUpdate({
      target: [cvViews.company_id, cvViews.seeker_id, cvViews.day],
      set: {
        count: sql`${cvViews.count} + 1`,
        last_at: sql`greatest(${cvViews.last_at}, excluded.last_at)`,
        source: sql`case when excluded.source = 'application' then 'application' else ${cvViews.source} end`,
        confidential: sql`${cvViews.confidential} and excluded.confidential`,
      },
    });
}
