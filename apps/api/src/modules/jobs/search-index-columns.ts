import { sql } from 'drizzle-orm';
import { JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, files, jobs } from '../../db/schema/index.ts';
import { LEXEME_SEPARATOR } from '../search-engine/live-index.ts';
import { growFloat64, growInt32, growUint8, IntList } from '../search-engine/postings.ts';
import { isListedJob } from './published.ts';
import { jobCardColumns, type TJobCardRow } from './cards.ts';

/**
 * What the job search index (search-index.ts) holds of each listed job, a column a value with one slot a job: the
 * rows it reads from PostgreSQL, and the columns they are stored in. The search's parts (search-index-filters.ts,
 * search-index-ranking.ts, search-index-cards.ts, search-index-similar.ts) read the columns; only the index writes them.
 */

export const DAY_MS = 86_400_000;
/** The day (since 1970-01-01) it is in Riyadh (UTC+3, no daylight saving) at `now`: deadlines are Riyadh dates. */
export const riyadhDay = (now: number) => Math.floor((now + 3 * 3_600_000) / DAY_MS);

/** A slot's filter values in `facts`: FACTS numbers a slot, at these places. */
export const FACTS = 8;
export const AT_DEADLINE = 0;
export const AT_CITY = 1;
export const AT_MAJOR = 2;
export const AT_SECTOR = 3;
export const AT_JOB_TYPE = 4;
export const AT_WORK_PLACE = 5;
export const AT_QUALIFICATION = 6;
export const AT_EXPERIENCE = 7;

export const JOB_TYPE_CODE = new Map<string, number>(JOB_TYPES.map((type, index) => [type, index + 1]));
export const WORK_PLACE_CODE = new Map<string, number>(WORK_PLACES.map((place, index) => [place, index + 1]));
export const QUALIFICATION_CODE = new Map<string, number>(QUALIFICATION_TYPES.map((type, index) => [type, index + 1]));

export interface TJobIndexRow {
  id: number;
  activated: number | null;
  deadline_day: number | null;
  city_id: number | null;
  major_id: number | null;
  sector_id: number | null;
  job_type: string | null;
  work_place: string;
  saudi_only: boolean;
  salary_from: number | null;
  salary_to: number | null;
  experience_years: number | null;
  qualification_type: string | null;
  locale: string;
  lexemes: string | null;
  title_lexemes: string | null;
  occupations: string | null;
  title: string;
  show_company: boolean;
  company_id: number;
  company_name_ar: string;
  company_name_en: string;
  company_verified: boolean;
  logo_id: number | null;
  logo_key: string | null;
  logo_kind: TJobCardRow['logo_kind'];
  featured_until: number | null;
  /** Where the job is (decision 137, placeSql), or null. */
  place_lat: number | null;
  place_lng: number | null;
}

/** What a card shows of a company (decision 054: kept current through the change log, migration 0031). */
interface TCardCompany {
  name: { ar: string; en: string };
  verified: boolean;
  logo: { id: number; key: string; kind: NonNullable<TJobCardRow['logo_kind']> } | null;
}

/**
 * Where a job is (decisions 137, 141): its own point when the company gave it one; else its company's point when the
 * job shows its company and is in the company's city (or names none); else its city's centre; null when none is known.
 * A confidential job never shows its company's point (its own point is the one the company chose to publish).
 */
const placeSql = (axis: 'lat' | 'lng') =>
  sql.raw(`case when jobs.lat is not null and jobs.lng is not null then jobs.${axis} when companies.lat is not null and companies.lng is not null and jobs.show_company and (jobs.city_id is null or jobs.city_id is not distinct from companies.city_id) then companies.${axis} else job_city.${axis} end`);

/**
 * The rows of listed jobs the index holds (`where`: which of them). A job's filed skills (decision 115) are lexemes
 * of their own (job-skills.ts's skillLexeme): `§Excel` among its search vector's, `§Excel:2` among its title's.
 */
const rowsSql = (where: ReturnType<typeof sql>) => sql`
  select jobs.id, (extract(epoch from jobs.activated_at) * 1000)::float8 as activated, (jobs.deadline - date '1970-01-01') as deadline_day,
         jobs.city_id, jobs.major_id, jobs.sector_id, jobs.job_type, jobs.work_place, jobs.saudi_only, jobs.salary_from, jobs.salary_to,
         jobs.experience_years, jobs.qualification_type, jobs.locale,
         array_to_string(tsvector_to_array(jobs.search_vector) || array(select '§' || split_part(s, ':', 1) from unnest(jobs.skills) s), ${LEXEME_SEPARATOR}) as lexemes,
         array_to_string(tsvector_to_array(jobs.title_vector) || array(select '§' || s from unnest(jobs.skills) s), ${LEXEME_SEPARATOR}) as title_lexemes,
         (select string_agg(jo.occupation_id::text, ',') from job_occupations jo where jo.job_id = jobs.id) as occupations,
         jobs.title, jobs.show_company, jobs.company_id, ${jobCardColumns('ar').company_name} as company_name_ar,
         ${jobCardColumns('en').company_name} as company_name_en, ${jobCardColumns('ar').company_verified} as company_verified,
         ${files.id} as logo_id, ${files.key} as logo_key, ${files.kind} as logo_kind, ${placeSql('lat')} as place_lat, ${placeSql('lng')} as place_lng,
         (extract(epoch from jobs.featured_until) * 1000)::float8 as featured_until
  from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.company_id} left join ${files} on ${files.id} = ${companies.logo_file_id}
       left join cities job_city on job_city.id = ${jobs.city_id}
  where ${where} and ${isListedJob}`;

/** The rows of the listed jobs `where` selects. */
export const readJobRows = async (db: TDatabase, where: ReturnType<typeof sql>) => ((await db.execute(rowsSql(where))) as unknown as { rows: TJobIndexRow[] }).rows;

/** The columns of the index's slots, grown together (`grow`), written by `store` (a row) and `copy` (another index's slot). */
export class JobColumns {
  jobId = new Int32Array(0);
  activated = new Float64Array(0);
  /**
   * Each slot's filter values side by side, FACTS numbers a slot (AT_CITY, ...): a search reads thousands of slots
   * scattered over the index, and at a million jobs a column of its own is 4 MB, so one slot's values in one cache
   * line rather than one line a column (decision 058).
   */
  facts = new Int32Array(0);
  salaryLow = new Float64Array(0);
  salaryHigh = new Float64Array(0);
  locale = new Uint8Array(0);
  /** 1: reserved for Saudi nationals (decision 084), a filter (key `n`) and what a card shows. */
  saudiOnly = new Uint8Array(0);
  /** What a card shows (decision 054): the title, whether the company is shown, the company, the salary as given. */
  titles: string[] = [];
  showCompany = new Uint8Array(0);
  companyOf = new Int32Array(0);
  salaryFrom = new Float64Array(0);
  salaryTo = new Float64Array(0);
  /** Featured until this time (ms since 1970; -Infinity: never), compared with each search's time (decision 135). */
  featuredUntil = new Float64Array(0);
  /** Where the job is (decision 137), NaN when not known. */
  placeLat = new Float64Array(0);
  placeLng = new Float64Array(0);
  readonly companies = new Map<number, TCardCompany>();
  /** A slot's title lexemes (dictionary ids) are titleLexemes[titleStart[slot], titleStart[slot + 1]); its occupations alike. */
  titleStart = new Int32Array(1);
  titleLexemes = new IntList(16);
  occupationStart = new Int32Array(1);
  occupationIds = new IntList(16);

  grow(next: number): void {
    this.jobId = growInt32(this.jobId, next);
    this.activated = growFloat64(this.activated, next);
    this.facts = growInt32(this.facts, next * FACTS);
    this.salaryLow = growFloat64(this.salaryLow, next);
    this.salaryHigh = growFloat64(this.salaryHigh, next);
    this.locale = growUint8(this.locale, next);
    this.saudiOnly = growUint8(this.saudiOnly, next);
    this.showCompany = growUint8(this.showCompany, next);
    this.companyOf = growInt32(this.companyOf, next);
    this.salaryFrom = growFloat64(this.salaryFrom, next);
    this.salaryTo = growFloat64(this.salaryTo, next);
    this.featuredUntil = growFloat64(this.featuredUntil, next);
    this.placeLat = growFloat64(this.placeLat, next);
    this.placeLng = growFloat64(this.placeLng, next);
    this.titleStart = growInt32(this.titleStart, next + 1);
    this.occupationStart = growInt32(this.occupationStart, next + 1);
  }

  /** Stores a row in `slot` (the next one), its title lexemes by their ids (`titleLexemeIds`). */
  store(slot: number, row: TJobIndexRow, titleLexemeIds: number[]): void {
    this.jobId[slot] = Number(row.id);
    this.activated[slot] = row.activated === null ? -Infinity : Number(row.activated);
    this.facts[slot * FACTS + AT_DEADLINE] = row.deadline_day === null ? -1 : Number(row.deadline_day);
    this.facts[slot * FACTS + AT_CITY] = row.city_id === null ? 0 : Number(row.city_id);
    this.facts[slot * FACTS + AT_MAJOR] = row.major_id === null ? 0 : Number(row.major_id);
    this.facts[slot * FACTS + AT_SECTOR] = row.sector_id === null ? 0 : Number(row.sector_id);
    this.facts[slot * FACTS + AT_JOB_TYPE] = row.job_type === null ? 0 : (JOB_TYPE_CODE.get(row.job_type) ?? 0);
    this.facts[slot * FACTS + AT_WORK_PLACE] = WORK_PLACE_CODE.get(row.work_place) ?? 0;
    const from = row.salary_from === null ? NaN : Number(row.salary_from);
    const to = row.salary_to === null ? NaN : Number(row.salary_to);
    this.salaryLow[slot] = Number.isNaN(from) ? to : from;
    this.salaryHigh[slot] = Number.isNaN(to) ? from : to;
    this.facts[slot * FACTS + AT_EXPERIENCE] = row.experience_years === null ? -1 : Number(row.experience_years);
    this.facts[slot * FACTS + AT_QUALIFICATION] = row.qualification_type === null ? 0 : (QUALIFICATION_CODE.get(row.qualification_type) ?? 0);
    this.locale[slot] = row.locale === 'en' ? 1 : 0;
    this.saudiOnly[slot] = row.saudi_only ? 1 : 0;
    this.titles[slot] = row.title;
    this.showCompany[slot] = row.show_company ? 1 : 0;
    const companyId = Number(row.company_id);
    this.companyOf[slot] = companyId;
    this.salaryFrom[slot] = from;
    this.salaryTo[slot] = to;
    this.featuredUntil[slot] = row.featured_until === null ? -Infinity : Number(row.featured_until);
    const placed = row.place_lat !== null && row.place_lng !== null;
    this.placeLat[slot] = placed ? Number(row.place_lat) : NaN;
    this.placeLng[slot] = placed ? Number(row.place_lng) : NaN;
    // The company as its newest row read shows it (a change of its name, logo or verification logs its live jobs).
    this.companies.set(companyId, {
      name: { ar: row.company_name_ar, en: row.company_name_en },
      verified: row.company_verified === true,
      logo: row.logo_id !== null && row.logo_key && row.logo_kind ? { id: Number(row.logo_id), key: row.logo_key, kind: row.logo_kind } : null,
    });
    for (const lexeme of titleLexemeIds) this.titleLexemes.push(lexeme);
    this.titleStart[slot + 1] = this.titleLexemes.length;
    for (const occupation of row.occupations ? row.occupations.split(',') : []) this.occupationIds.push(Number(occupation));
    this.occupationStart[slot + 1] = this.occupationIds.length;
  }

  /** Copies slot `from` of `source` (a loading index's columns) into `slot` (the next one). */
  copy(slot: number, source: JobColumns, from: number): void {
    this.jobId[slot] = source.jobId[from]!;
    this.activated[slot] = source.activated[from]!;
    this.facts.set(source.facts.subarray(from * FACTS, (from + 1) * FACTS), slot * FACTS);
    this.salaryLow[slot] = source.salaryLow[from]!;
    this.salaryHigh[slot] = source.salaryHigh[from]!;
    this.locale[slot] = source.locale[from]!;
    this.saudiOnly[slot] = source.saudiOnly[from]!;
    this.titles[slot] = source.titles[from]!;
    this.showCompany[slot] = source.showCompany[from]!;
    this.companyOf[slot] = source.companyOf[from]!;
    this.salaryFrom[slot] = source.salaryFrom[from]!;
    this.salaryTo[slot] = source.salaryTo[from]!;
    this.featuredUntil[slot] = source.featuredUntil[from]!;
    this.placeLat[slot] = source.placeLat[from]!;
    this.placeLng[slot] = source.placeLng[from]!;
    for (let i = source.titleStart[from]!; i < source.titleStart[from + 1]!; i += 1) this.titleLexemes.push(source.titleLexemes.data[i]!);
    this.titleStart[slot + 1] = this.titleLexemes.length;
    for (let i = source.occupationStart[from]!; i < source.occupationStart[from + 1]!; i += 1) this.occupationIds.push(source.occupationIds.data[i]!);
    this.occupationStart[slot + 1] = this.occupationIds.length;
  }

  /** Whether the job in `slot` is of one of the occupations `named`. */
  ofNamed(slot: number, named: number[]): boolean {
    const occupationIds = this.occupationIds.data;
    for (let i = this.occupationStart[slot]!; i < this.occupationStart[slot + 1]!; i += 1) if (named.includes(occupationIds[i]!)) return true;
    return false;
  }

  /** Whether the job in `slot` is featured at `now` (decision 135). */
  featuredAt(slot: number, now: number): boolean {
    return this.featuredUntil[slot]! > now;
  }

  /** Newest first: later date, then higher id. */
  newer = (a: number, b: number): number => this.activated[b]! - this.activated[a]! || this.jobId[b]! - this.jobId[a]!;

  /** Memory held by the columns of `capacity` slots, in bytes (with the index's own alive flags). */
  bytes(capacity: number): number {
    return capacity * (4 * (4 + FACTS) + 8 * 9 + 1 * 3) + this.titleLexemes.data.byteLength + this.occupationIds.data.byteLength;
  }
}
