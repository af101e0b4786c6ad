import { useState, type ReactNode } from 'react';
import { Grid } from '../../components/grid.tsx';

import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyHeader } from './company-header.tsx';
import { CompanyFacts } from './facts.tsx';
import { CompanyJobs } from './job-list.tsx';
import { CompanyAbout, CompanyLocation, CompanySection } from './company-sections.tsx';
import type { TPublicCompanyPageData } from './public.server.ts';
import { badgeLook } from '../../components/plain.tsx';
import './company.css';
import { PlainLink } from '../../components/plain-link.tsx';
import { ReviewsSection } from '../reviews/index.ts';

/** A description longer than this many characters is folded (about seven lines of the main column). */
const FOLD_CHARACTERS = 600;

/** A long description folded to its first lines, with "Show more" / "Show less" (Mantine's Spoiler). */
function Folded({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (text.length <= FOLD_CHARACTERS) return children;
  return (
    <div className="company-fold" data-open={open || undefined}>
      <div className="company-fold__body">{children}</div>
      <button type="button" className="plain-link company-fold__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('company.public.less') : t('company.public.more')}
      </button>
    </div>
  );
}

/** /company-profile/{id}: what a visitor sees first: who the company is, where it is, and its open jobs. */
export function CompanyPublicPage({ page }: { page: TPublicCompanyPageData }) {
  const { t, locale, prefix } = useI18n();
  const { company, jobs, map, reviews, viewer } = page;
  return (
    <div className="plain-container page-pad plain-stack" data-size="lg" data-gap="lg">
      <CompanyHeader company={company} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <div className="plain-stack" data-gap="lg">
            <CompanySection title={t('company.public.aboutTitle')} wide>
              <CompanyAbout company={company} wrap={(about) => <Folded text={company.about_company ?? ''}>{about}</Folded>} />
              <PlainLink className="plain-link plain-text-sm" to={withPrefix(prefix, `/company-profile/details/${company.id}`)}>
                {t('company.public.allDetails')}
              </PlainLink>
            </CompanySection>
            <section className="plain-stack" data-gap="sm" aria-labelledby="company-jobs-title">
              <h2 className="plain-title" data-size="h3" id="company-jobs-title">
                {t('company.jobs.title')} <span {...badgeLook({ size: 'lg' })}>{formatInteger(company.active_jobs_count, locale)}</span>
              </h2>
              <CompanyJobs jobs={jobs} />
            </section>
            <ReviewsSection companyId={company.id} reviews={reviews} viewer={viewer} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div className="plain-stack" data-gap="lg">
            <CompanySection title={t('company.public.factsTitle')}>
              <CompanyFacts company={company} />
            </CompanySection>
            <CompanySection title={t('company.public.locationTitle')}>
              <CompanyLocation company={company} map={map} size="sm" />
            </CompanySection>
          </div>
        </Grid.Col>
      </Grid>
    </div>
  );
}
