import { describe, expect, it } from 'vitest';
import type { TJobPublic } from '@tawzeef/contract';
import type { TJobPageData } from './job-page.server.ts';
import { jobPageMeta } from './meta.ts';

const job = (overrides: Partial<TJobPublic> = {}): TJobPublic => ({
  id: 42,
  status: 'active',
  is_open: true,
  is_featured: false,
  title: 'محاسب أول',
  description: '<p>نبحث عن <strong>محاسب</strong> لشركة نامية.</p>',
  duties: 'الإقفال الشهري\nإقرارات ضريبة القيمة المضافة',
  qualifications: 'شهادة SOCPA',
  qualification_type: 'bachelor',
  experience_years: 3,
  major: { id: 5, name: 'المحاسبة' },
  sector: { id: 7, name: 'الخدمات المالية' },
  city: { id: 1, name: 'الرياض' },
  is_remote: false,
  job_type: 'full_time',
  work_place: 'on_site',
  saudi_only: false,
  working_hours: 'الأحد إلى الخميس',
  benefits: 'تأمين طبي',
  deadline: '2026-12-20',
  salary_from: 8000,
  salary_to: 12000,
  applicants_num: 2,
  locale: 'ar',
  published_at: '2026-11-20T09:00:00.000+03:00',
  screening_questions: [],
  company: { id: 9, name: 'شركة الأفق للتقنية', logo_url: '/api/v1/public-files/logo.png', is_verified: true },
  ...overrides,
});

const page = (overrides: Partial<TJobPublic> = {}, countryCode: string | null = 'SA'): TJobPageData => ({
  job: { ...job(overrides), country_code: countryCode, viewer: null },
  similar: [],
  role: 'visitor',
  url: 'https://tawzeef.example/jobs/42',
  origin: 'https://tawzeef.example',
});

const metaArgs = (pathname = '/jobs/42') => ({ location: { pathname }, matches: [{ id: 'root', loaderData: { publicUrl: 'https://tawzeef.example' } }] });

/** The JSON-LD as a search engine reads it: serialised like the page's script, then parsed back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, read field by field
function jsonLd(data: TJobPageData, pathname?: string): Record<string, any> | undefined {
  const tag = jobPageMeta(metaArgs(pathname), data).find((item) => 'script:ld+json' in item);
  return tag ? JSON.parse(JSON.stringify((tag as Record<string, unknown>)['script:ld+json'])) : undefined;
}

describe('the job page JobPosting structured data', () => {
  it('has every field Google requires and recommends for an open job', () => {
    const ld = jsonLd(page())!;
    expect(ld['@context']).toBe('https://schema.org/');
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe('محاسب أول');
    expect(ld.description).toContain('<strong>محاسب</strong>');
    expect(ld.description).toContain('الإقفال الشهري<br>إقرارات');
    expect(ld.datePosted).toBe('2026-11-20T09:00:00.000+03:00');
    expect(ld.validThrough).toBe('2026-12-20T23:59:59+03:00');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'شركة الأفق للتقنية', sameAs: 'https://tawzeef.example/company-profile/9', logo: 'https://tawzeef.example/api/v1/public-files/logo.png' });
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'الرياض', addressCountry: 'SA' } });
    expect(ld.jobLocationType).toBeUndefined();
    expect(ld.directApply).toBe(true);
    expect(ld.identifier).toEqual({ '@type': 'PropertyValue', name: 'Tawzeef', value: '42' });
    expect(ld.url).toBe('https://tawzeef.example/jobs/42');
    expect(ld.experienceRequirements).toEqual({ '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 });
    expect(ld.educationRequirements).toEqual({ '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree' });
  });

  it('gives the salary in SAR per month', () => {
    expect(jsonLd(page())!.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'SAR', value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' } });
    expect(jsonLd(page({ salary_from: 9000, salary_to: 9000 }))!.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', value: 9000, unitText: 'MONTH' });
    expect(jsonLd(page({ salary_from: null, salary_to: 7000 }))!.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', maxValue: 7000, unitText: 'MONTH' });
    expect(jsonLd(page({ salary_from: null, salary_to: null }))!.baseSalary).toBeUndefined();
  });

  it('never names the company of a confidential job', () => {
    const ld = jsonLd(page({ company: null }))!;
    expect(ld.hiringOrganization).toBe('confidential');
    expect(JSON.stringify(ld)).not.toContain('الأفق');
  });

  it('marks a remote job TELECOMMUTE with the country its applicants may live in', () => {
    const ld = jsonLd(page({ is_remote: true, work_place: 'remote', city: null, job_type: 'contract' }, null))!;
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'SA' });
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.employmentType).toBe('CONTRACTOR');
  });

  it('places a hybrid job at its city, not TELECOMMUTE (Google\'s is for fully remote work)', () => {
    const ld = jsonLd(page({ work_place: 'hybrid' }))!;
    expect(ld.jobLocationType).toBeUndefined();
    expect(ld.jobLocation.address.addressLocality).toBe('الرياض');
  });

  it('names Google\'s employment type of each job type (decision 045)', () => {
    const types = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN' } as const;
    for (const [type, google] of Object.entries(types)) expect(jsonLd(page({ job_type: type as keyof typeof types }))!.employmentType, type).toBe(google);
  });

  it('uses the country of the job\'s city', () => {
    expect(jsonLd(page({ city: { id: 3, name: 'Dubai' } }, 'AE'))!.jobLocation.address.addressCountry).toBe('AE');
  });

  it('says a job reserved for Saudi nationals is, as its eligibility to work, in the page\'s language (decision 084)', () => {
    expect(jsonLd(page({ saudi_only: true }))!.eligibilityToWorkRequirement).toBe('الوظيفة مخصصة للمواطنين السعوديين (توطين بقرار وزارة الموارد البشرية والتنمية الاجتماعية).');
    expect(jsonLd(page({ saudi_only: true }), '/en/jobs/42')!.eligibilityToWorkRequirement).toBe('Open to Saudi nationals only (a job localised by the Ministry of Human Resources and Social Development).');
    expect(jsonLd(page())!.eligibilityToWorkRequirement).toBeUndefined();
  });

  it('gives no structured data for an expired or closed job', () => {
    expect(jsonLd(page({ is_open: false, status: 'expired' }))).toBeUndefined();
    expect(jsonLd(page({ is_open: false, status: 'closed' }))).toBeUndefined();
  });

  it('titles and describes the page, with Open Graph and hreflang alternates', () => {
    const tags = jobPageMeta(metaArgs('/en/jobs/42'), page({ company: null, description: null }));
    const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
    expect(tags.find((tag) => 'title' in tag)).toEqual({ title: 'محاسب أول | Confidential company | Tawzeef Recruitment Platform' });
    expect(find('name', 'description')?.content).toBe('محاسب أول at Confidential company in الرياض. Apply now on Tawzeef.');
    expect(find('property', 'og:description')?.content).toBe(find('name', 'description')?.content);
    expect(find('property', 'og:url')?.content).toBe('https://tawzeef.example/jobs/42');
    expect(find('hrefLang', 'ar')?.href).toBe('https://tawzeef.example/jobs/42');
    expect(find('hrefLang', 'en')?.href).toBe('https://tawzeef.example/en/jobs/42');
  });
});
