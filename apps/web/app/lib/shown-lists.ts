import type { TJobCard, TJobPublic, TJobSearchFacets } from '@tawzeef/contract';

/**
 * What a job card shows (components/job-card.tsx) and its save button names: a page's loader sends the browser only
 * this, not the API's whole card (ids of the company and city, major, experience, deadline), since the page's data
 * travels a second time in the HTML for hydration (decision 069).
 */
export interface TJobCardShown {
  id: number;
  title: string;
  company: { name: string; logo_url: string | null; is_verified: boolean } | null;
  city: { name: string } | null;
  job_type: TJobCard['job_type'];
  work_place: TJobCard['work_place'];
  /** Reserved for Saudi nationals (decision 084). */
  saudi_only: boolean;
  salary_from: number | null;
  salary_to: number | null;
  published_at: string | null;
  locale: TJobCard['locale'];
  is_open: boolean;
  /** Featured now (decision 135): marked on the card. */
  is_featured: boolean;
  /** In a search near a place (decision 137): how far (km) and where the job is (the results' map). */
  distance_km?: number;
  point?: { lat: number; lng: number };
}

export function shownCard(job: TJobCard): TJobCardShown {
  const { company, city } = job;
  return {
    id: job.id,
    title: job.title,
    company: company && { name: company.name, logo_url: company.logo_url, is_verified: company.is_verified },
    city: city && { name: city.name },
    job_type: job.job_type,
    work_place: job.work_place,
    saudi_only: job.saudi_only,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
    published_at: job.published_at,
    locale: job.locale,
    is_open: job.is_open,
    is_featured: job.is_featured,
    ...(job.distance_km !== undefined ? { distance_km: job.distance_km } : {}),
    ...(job.point ? { point: job.point } : {}),
  };
}

/** A filter value's number of matches, by id: its name is in the page's lists (decision 068). */
export interface TIdCount {
  id: number;
  count: number;
}

/** A search's counts per filter value without the values' names, which the page's lists already carry. */
export interface TFacetCounts {
  city: TIdCount[];
  major: TIdCount[];
  sector: TIdCount[];
  job_type: TJobSearchFacets['job_type'];
  work_place: TJobSearchFacets['work_place'];
}

const idCounts = (facets: ReadonlyArray<TIdCount>): TIdCount[] => facets.map(({ id, count }) => ({ id, count }));

export function shownFacets(facets: TJobSearchFacets): TFacetCounts {
  return { city: idCounts(facets.city), major: idCounts(facets.major), sector: idCounts(facets.sector), job_type: facets.job_type, work_place: facets.work_place };
}

/**
 * What a company page's list of its jobs shows (features/company/job-list.tsx): the API's public job carries its
 * description, duties and qualifications too, 2 KB a job the list never shows (decision 069).
 */
export interface TCompanyJobShown {
  id: number;
  title: string;
  city: { name: string } | null;
  job_type: TJobPublic['job_type'];
  work_place: TJobPublic['work_place'];
  salary_from: number | null;
  salary_to: number | null;
  deadline: string | null;
}

export function shownCompanyJob(job: TJobPublic): TCompanyJobShown {
  return {
    id: job.id,
    title: job.title,
    city: job.city && { name: job.city.name },
    job_type: job.job_type,
    work_place: job.work_place,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
    deadline: job.deadline,
  };
}
