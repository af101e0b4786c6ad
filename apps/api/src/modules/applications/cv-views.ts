import { sql } from 'drizzle-orm';
import { HttpError } from '../../errors.ts';
import type { TCvViewSource } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cvViews } from '../../db/schema/index.ts';
import { riyadhDateOf } from '../jobs/state.ts';

// A company opens a seeker's CV from an application (this module) or from search (candidates, which sits above it).

/** The advisory lock namespace ("TWZ" + 0x32) under which a company opens a CV from search, counting its day's. */
export const CV_OPEN_LOCK = 0x54575a32;


/**
 * Records that a company opened a seeker's CV (decision 024): one row per company, seeker and day, counting the
 * times. A view from an application makes the day's source `application`; the day stays confidential only while
 * every view came through an application to a confidential job.
 */
export async function recordCvView(db: TDatabase, view: { companyId: number; seekerId: number; source: TCvViewSource; confidential: boolean; at: Date }): Promise<void> {
  await db
    .insert(cvViews)
    .values({ company_id: view.companyId, seeker_id: view.seekerId, day: riyadhDateOf(view.at), first_at: view.at, last_at: view.at, count: 1, source: view.source, confidential: view.confidential })
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

/**
 * A company opens the CV of a seeker it found by search (not an applicant of its): at most `cap` different seekers a
 * day (Asia/Riyadh); opening one it already opened that day is free. Counted and recorded under the company's lock,
 * so parallel openings cannot pass the cap; past it 429.
 */
export async function openCvFromSearch(db: TDatabase, view: { companyId: number; seekerId: number; at: Date; cap: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CV_OPEN_LOCK}::integer, ${view.companyId}::integer)`);
    const result = (await tx.execute(
      sql`select count(*) filter (where source = 'search')::int as opened, coalesce(bool_or(seeker_id = ${view.seekerId}), false) as again from ${cvViews} where company_id = ${view.companyId} and day = ${riyadhDateOf(view.at)}`,
    )) as unknown as { rows: Array<{ opened: number; again: boolean }> };
    const counted = result.rows[0];
    if (counted && !counted.again && Number(counted.opened) >= view.cap) throw new HttpError(429, 'cv_open_limit');
    await recordCvView(tx, { companyId: view.companyId, seekerId: view.seekerId, source: 'search', confidential: false, at: view.at });
  });
}
