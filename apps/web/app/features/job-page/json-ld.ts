import type { TJobPublic, TJobType } from '@tawzeef/contract';

/** Google's employment types for ours (decisions 015, 045); where the work is done is `jobLocationType`, not a type. */
const EMPLOYMENT_TYPES = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN' } as const satisfies Record<TJobType, string>;

/** schema.org credential categories for the minimum qualification. */
const CREDENTIALS = { secondary: 'high school', diploma: 'associate degree', bachelor: 'bachelor degree', ma: 'postgraduate degree', phd: 'postgraduate degree' } as const;

/** The platform's market: where a remote job's applicants may live when the job says nothing else. */
export const DEFAULT_COUNTRY = 'SA';

export interface TJobPostingInput {
  job: TJobPublic;
  /** The job page's canonical address. */
  url: string;
  /** The site's origin (PUBLIC_URL), for the company page's address. */
  origin: string;
  /** ISO 3166-1 code of the job's city's country, when known. */
  countryCode: string | null;
  /** Section headings in the page's language, for the description. */
  headings: { duties: string; qualifications: string; benefits: string; hours: string };
  /** A job reserved for Saudi nationals says so in the page's language (decision 084). */
  saudiOnly: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text with line breaks as an HTML paragraph with <br>. */
const paragraph = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\r?\n/g, '<br>')}</p>`;

/** The whole ad as HTML (Google reads HTML in `description`): the sanitised description, then duties, qualifications, benefits, hours. */
export function jobPostingDescription(job: TJobPublic, headings: TJobPostingInput['headings']): string {
  const parts: string[] = [];
  if (job.description) parts.push(job.description);
  const section = (heading: string, text: string | null) => {
    if (text && text.trim()) parts.push(`<h3>${escapeHtml(heading)}</h3>${paragraph(text)}`);
  };
  section(headings.duties, job.duties);
  section(headings.qualifications, job.qualifications);
  section(headings.benefits, job.benefits);
  section(headings.hours, job.working_hours);
  return parts.join('\n') || escapeHtml(job.title);
}

/** An address made absolute against the site's origin. */
const absolute = (path: string, origin: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** The last moment to apply: the end of the deadline day in Riyadh (UTC+3, no daylight saving). */
export const validThrough = (deadline: string) => `${deadline}T23:59:59+03:00`;

/**
 * Google's JobPosting structured data for an open job (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * A confidential job says "confidential" as the hiring organization, as Google asks; a remote job is TELECOMMUTE with
 * the country its applicants may live in (a hybrid one is at its city: Google's TELECOMMUTE is for fully remote work); the salary is SAR per month. Only open jobs get it: the caller gives none
 * for an expired or closed job.
 */
export function buildJobPosting({ job, url, origin, countryCode, headings, saudiOnly }: TJobPostingInput): Record<string, unknown> {
  const isRemote = job.work_place === 'remote';
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescription(job, headings),
    url,
    inLanguage: job.locale,
    identifier: { '@type': 'PropertyValue', name: 'Tawzeef', value: String(job.id) },
    directApply: true,
    totalJobOpenings: job.applicants_num,
  };
  if (job.published_at) posting.datePosted = job.published_at;
  if (job.deadline) posting.validThrough = validThrough(job.deadline);
  if (job.job_type) posting.employmentType = EMPLOYMENT_TYPES[job.job_type];
  posting.hiringOrganization = job.company
    ? {
        '@type': 'Organization',
        name: job.company.name,
        sameAs: `${origin}/company-profile/${job.company.id}`,
        ...(job.company.logo_url ? { logo: absolute(job.company.logo_url, origin) } : {}),
      }
    : 'confidential';
  if (job.city) {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city.name, addressCountry: countryCode ?? DEFAULT_COUNTRY },
    };
  }
  if (isRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: countryCode ?? DEFAULT_COUNTRY };
  }
  const low = job.salary_from;
  const high = job.salary_to;
  if (low !== null || high !== null) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'MONTH' };
    if (low !== null && high !== null && low !== high) Object.assign(value, { minValue: low, maxValue: high });
    else if (low !== null && high !== null) value.value = low;
    else if (low !== null) value.minValue = low;
    else value.maxValue = high;
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: 'SAR', value };
  }
  if (job.experience_years !== null) {
    posting.experienceRequirements =
      job.experience_years === 0
        ? 'no requirements'
        : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experience_years * 12 };
  }
  if (job.qualification_type) posting.educationRequirements = { '@type': 'EducationalOccupationalCredential', credentialCategory: CREDENTIALS[job.qualification_type] };
  if (job.sector) posting.industry = job.sector.name;
  if (job.major) posting.occupationalCategory = job.major.name;
  if (job.working_hours) posting.workHours = job.working_hours;
  if (job.benefits) posting.jobBenefits = job.benefits;
  // schema.org's eligibility to work: who may apply, as the page says it (decision 084).
  if (job.saudi_only) posting.eligibilityToWorkRequirement = saudiOnly;
  return posting;
}
