import { JOB_TYPES, WORK_PLACES } from '@tawzeef/contract';
import type { TJobCardRow } from './cards.ts';
import { AT_CITY, AT_DEADLINE, AT_EXPERIENCE, AT_JOB_TYPE, AT_MAJOR, AT_WORK_PLACE, DAY_MS, FACTS, type JobColumns } from './search-index-columns.ts';

/** Names of cities and majors by id, in both languages. */
export type TCardNames = Record<'city' | 'major', Map<number, { ar: string; en: string }>>;

/**
 * The cards of listed jobs by id, in that order (an id `slotOf` does not hold is left out), as PostgreSQL's card
 * statement gives them (cards.ts): the index's columns hold what they show (decision 054), `names` names cities and
 * majors.
 */
export function cardsOf(columns: JobColumns, slotOf: Map<number, number>, ids: number[], locale: 'ar' | 'en', names: TCardNames, now = Date.now()): TJobCardRow[] {
  const nullable = (value: number) => (Number.isNaN(value) ? null : value);
  const { facts } = columns;
  const rows: TJobCardRow[] = [];
  for (const id of ids) {
    const slot = slotOf.get(id);
    if (slot === undefined) continue;
    const company = columns.companies.get(columns.companyOf[slot]!)!;
    const city = facts[slot * FACTS + AT_CITY]! || null;
    const major = facts[slot * FACTS + AT_MAJOR]! || null;
    rows.push({
      id,
      title: columns.titles[slot]!,
      show_company: columns.showCompany[slot] === 1,
      company_id: columns.companyOf[slot]!,
      company_name: company.name[locale],
      company_verified: company.verified,
      logo_id: company.logo?.id ?? null,
      logo_key: company.logo?.key ?? null,
      logo_kind: company.logo?.kind ?? null,
      city_id: city,
      city_name: city === null ? null : (names.city.get(city)?.[locale] ?? null),
      work_place: WORK_PLACES[facts[slot * FACTS + AT_WORK_PLACE]! - 1]!,
      job_type: facts[slot * FACTS + AT_JOB_TYPE] ? JOB_TYPES[facts[slot * FACTS + AT_JOB_TYPE]! - 1]! : null,
      saudi_only: columns.saudiOnly[slot] === 1,
      major_id: major,
      major_name: major === null ? null : (names.major.get(major)?.[locale] ?? null),
      salary_from: nullable(columns.salaryFrom[slot]!),
      salary_to: nullable(columns.salaryTo[slot]!),
      experience_years: facts[slot * FACTS + AT_EXPERIENCE]! < 0 ? null : facts[slot * FACTS + AT_EXPERIENCE]!,
      deadline: facts[slot * FACTS + AT_DEADLINE]! < 0 ? null : new Date(facts[slot * FACTS + AT_DEADLINE]! * DAY_MS).toISOString().slice(0, 10),
      activated_at: columns.activated[slot] === -Infinity ? null : new Date(columns.activated[slot]!),
      locale: columns.locale[slot] === 1 ? 'en' : 'ar',
      // Only listed jobs whose deadline has not passed are answered: all take applications.
      is_open: true,
      is_featured: columns.featuredAt(slot, now),
    });
  }
  return rows;
}
