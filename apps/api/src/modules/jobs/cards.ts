import { eq, sql, type SQL } from 'drizzle-orm';
import type { TJobCard, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, companies, files, jobs, majors } from '../../db/schema/index.ts';
import { fileUrl } from '../files/service.ts';
import { isLiveJob } from './state.ts';

const name = (locale: TLocale, table: typeof majors | typeof cities) => (locale === 'ar' ? table.name_ar : table.name_en);

/** The columns of a job card (ZJobCard), named in `locale`. */
export function jobCardColumns(locale: TLocale) {
  return {
    id: jobs.id,
    title: jobs.title,
    show_company: jobs.show_company,
    company_id: companies.id,
    // Visitors reading English see the English name when the company gave one.
    company_name: locale === 'en' ? sql<string>`coalesce(nullif(trim(${companies.foundation_name_en}), ''), ${companies.foundation_name})` : companies.foundation_name,
    company_verified: sql<boolean>`${companies.verification_status} = 'verified'`,
    logo_id: files.id,
    logo_key: files.key,
    logo_kind: files.kind,
    city_id: cities.id,
    city_name: name(locale, cities),
    work_place: jobs.work_place,
    job_type: jobs.job_type,
    saudi_only: jobs.saudi_only,
    major_id: majors.id,
    major_name: name(locale, majors),
    salary_from: jobs.salary_from,
    salary_to: jobs.salary_to,
    experience_years: jobs.experience_years,
    deadline: jobs.deadline,
    activated_at: jobs.activated_at,
    locale: jobs.locale,
    is_open: sql<boolean>`coalesce(${isLiveJob}, false)`,
    // Featured now (decision 135); a card marks it only while the job is live.
    is_featured: sql<boolean>`coalesce(${isLiveJob} and ${jobs.featured_until} > now(), false)`,
  };
}

/**
 * Job cards: jobs with their company, logo, city and major. Callers add their own `where` (usually
 * `isListedJob`, published.ts), order and limit.
 */
export function selectJobCards<TExtra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(db: TDatabase, locale: TLocale, extra?: TExtra) {
  return db
    .select({ ...jobCardColumns(locale), ...(extra as TExtra) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .leftJoin(files, eq(files.id, companies.logo_file_id))
    .leftJoin(majors, eq(majors.id, jobs.major_id))
    .leftJoin(cities, eq(cities.id, jobs.city_id));
}

/** A card's row; in a search near a place (decision 137) with how far the job is and where. */
export type TJobCardRow = Awaited<ReturnType<ReturnType<typeof selectJobCards>['execute']>>[number] & { distance_km?: number; point?: { lat: number; lng: number } };

/** A job card as visitors see it: a confidential job shows no trace of its company. */
export function toJobCard(row: TJobCardRow, formatDate: (date: Date | null) => string | null): TJobCard {
  return {
    id: row.id,
    title: row.title,
    company:
      row.show_company && row.company_id !== null
        ? {
            id: row.company_id,
            name: row.company_name,
            logo_url: row.logo_id !== null && row.logo_key && row.logo_kind ? fileUrl({ id: row.logo_id, key: row.logo_key, kind: row.logo_kind }) : null,
            is_verified: row.company_verified,
          }
        : null,
    city: row.city_id !== null && row.city_name !== null ? { id: row.city_id, name: row.city_name } : null,
    is_remote: row.work_place === 'remote',
    job_type: row.job_type,
    work_place: row.work_place,
    saudi_only: row.saudi_only,
    major: row.major_id !== null && row.major_name !== null ? { id: row.major_id, name: row.major_name } : null,
    salary_from: row.salary_from,
    salary_to: row.salary_to,
    experience_years: row.experience_years,
    deadline: row.deadline,
    published_at: formatDate(row.activated_at),
    locale: row.locale,
    is_open: row.is_open,
    is_featured: row.is_featured,
    ...(row.distance_km !== undefined && row.point ? { distance_km: row.distance_km, point: row.point } : {}),
  };
}
