import type { MetaDescriptor } from 'react-router';
import { translator } from '../../i18n/index.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, metaExcerpt, pageMeta, withPageDetails } from '../../lib/meta.ts';
import type { TJobPageData } from './job-page.server.ts';
import { buildJobPosting } from './json-ld.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * The job page's tags: its title and company, a description from the ad, Open Graph, the hreflang alternates of
 * `pageMeta`, and Google's JobPosting structured data while the job is open (never for an expired or closed one).
 */
export function jobPageMeta(args: TMetaArgs, page: TJobPageData | undefined): MetaDescriptor[] {
  const tags = pageMeta('page.jobs', 'meta.jobs')(args);
  if (!page) return tags;
  const { job } = page;
  const t = translator(splitLocalePath(args.location.pathname).locale);
  const company = job.company?.name ?? t('jobPage.confidential');
  const place = job.city?.name ?? (job.work_place === 'remote' ? t('jobPage.remote') : t('jobPage.metaPlaceUnknown'));
  const description =
    metaExcerpt(job.description) ?? t('jobPage.metaDescription', { title: job.title, company, place });
  const result = [
    ...withPageDetails(tags, { title: brandedTitle(t, job.title, company), description }),
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: page.url },
    { property: 'og:site_name', content: t('app.title') },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (!job.is_open) return result;
  const posting = buildJobPosting({
    job,
    url: page.url,
    origin: page.origin,
    countryCode: job.country_code,
    headings: { duties: t('jobPage.duties'), qualifications: t('jobPage.qualifications'), benefits: t('jobPage.benefits'), hours: t('jobPage.hours') },
    saudiOnly: t('jobPage.saudiOnlyEligibility'),
  });
  return [...result, { 'script:ld+json': posting }];
}
