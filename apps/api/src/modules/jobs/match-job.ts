import type { QUALIFICATION_TYPES, TWorkPlace } from '@tawzeef/contract';

/**
 * What the match score (applications/match.ts, decision 016) reads of a job: in this layer so that the job index's
 * recommendations (search-index-recommend.ts, decision 139) can hand it over without importing the layer above
 * (decision 101).
 */
export interface TMatchJob {
  title: string;
  /** Description (HTML or text), duties and qualifications. */
  texts: Array<string | null>;
  major_id: number | null;
  city_id: number | null;
  /** A remote job meets every city; on site and hybrid ask for the job's city. */
  work_place: TWorkPlace;
  experience_years: number | null;
  qualification_type: (typeof QUALIFICATION_TYPES)[number] | null;
  salary_from: number | null;
  salary_to: number | null;
}
