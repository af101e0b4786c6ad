import { sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { isListedJob } from '../jobs/published.ts';

/** Majors with their number of listed jobs (majors without jobs too), the most jobs first, then by name. */
export async function countJobsByMajor(db: TDatabase, locale: TLocale): Promise<Array<{ id: number; name: string; jobs_count: number }>> {
  const nameColumn = sql.raw(locale === 'ar' ? 'name_ar' : 'name_en');
  const result = (await db.execute(sql`
    with counted as (
      select ${jobs.major_id} as major_id, count(*)::int as jobs_count
      from ${jobs}
      where ${isListedJob} and ${jobs.major_id} is not null
      group by ${jobs.major_id}
    )
    select majors.id, majors.${nameColumn} as name, coalesce(counted.jobs_count, 0)::int as jobs_count
    from majors left join counted on counted.major_id = majors.id
    order by jobs_count desc, name asc
  `)) as unknown as { rows: Array<{ id: number; name: string; jobs_count: number }> };
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, jobs_count: Number(row.jobs_count) }));
}

/** The home page's numbers: listed jobs, verified companies, active job seekers. */
export async function countHomeTotals(db: TDatabase): Promise<{ jobs: number; companies: number; job_seekers: number }> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${jobs} where ${isListedJob}) as jobs,
      (select count(*)::int from companies inner join users on users.id = companies.user_id where companies.verification_status = 'verified' and users.status = 'active') as companies,
      (select count(*)::int from users where users.type = 'USER' and users.status = 'active') as job_seekers
  `)) as unknown as { rows: Array<{ jobs: number; companies: number; job_seekers: number }> };
  const row = result.rows[0];
  return { jobs: Number(row?.jobs ?? 0), companies: Number(row?.companies ?? 0), job_seekers: Number(row?.job_seekers ?? 0) };
}

/** Verified companies with the most listed jobs that show their name (confidential jobs do not count), with their logo. */
export async function findFeaturedCompanies(db: TDatabase, locale: TLocale, limit: number) {
  const name = locale === 'en' ? sql`coalesce(nullif(trim(companies.foundation_name_en), ''), companies.foundation_name)` : sql`companies.foundation_name`;
  const result = (await db.execute(sql`
    select companies.id, ${name} as name, files.id as logo_id, files.key as logo_key, files.kind as logo_kind, count(*)::int as jobs_count
    from ${jobs}
    inner join companies on companies.id = ${jobs.company_id}
    inner join users on users.id = companies.user_id
    left join files on files.id = companies.logo_file_id
    where ${isListedJob} and ${jobs.show_company} and companies.verification_status = 'verified'
    group by companies.id, files.id
    order by jobs_count desc, companies.id asc
    limit ${limit}
  `)) as unknown as { rows: Array<{ id: number; name: string; logo_id: number | null; logo_key: string | null; logo_kind: string | null; jobs_count: number }> };
  return result.rows;
}
