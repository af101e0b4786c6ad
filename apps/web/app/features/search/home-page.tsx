import type { TJobCardShown } from '../../lib/shown-lists.ts';
import { Grid, SimpleGrid } from '../../components/grid.tsx';
import { Form } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import type { TFeaturedCompany, THomeSummary } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import { PlainAvatar, buttonLook } from '../../components/plain.tsx';
import { ChoiceField, SuggestField } from '../../components/combobox-field.tsx';
import { MajorCard } from './major-card.tsx';
import { jobsCount } from './plural.ts';
import { useCleanSearch } from '../../lib/use-clean-search.ts';
import './search.css';
import type { TNamedItem } from '../../lib/page-lists.tsx';
import { useActionToast } from '../../lib/app-effects.ts';
import { RecommendedJobs, type TRecommendationResult, type TRecommendationsShown } from '../recommendations/index.ts';

type THomeData = { summary: Omit<THomeSummary, 'latest_jobs'> & { latest_jobs: TJobCardShown[] }; cities: TNamedItem[]; recommendations: TRecommendationsShown | null };

function SectionHeader({ id, title, link, linkLabel }: { id: string; title: string; link: string; linkLabel: string }) {
  return (
    <div className="plain-row home-section__head" data-apart="">
      <h2 className="plain-title" id={id}>
        {title}
      </h2>
      <PlainLink className="plain-link" to={link}>
        {linkLabel}
      </PlainLink>
    </div>
  );
}

function CompanyCard({ company }: { company: TFeaturedCompany }) {
  const { t, locale, prefix } = useI18n();
  return (
    <PlainLink to={withPrefix(prefix, `/company-profile/${company.id}`)} className="plain-paper plain-pad major-card home-company" data-testid="featured-company">
      <PlainAvatar src={company.logo_url} size={48}>
        {company.name.trim().charAt(0)}
      </PlainAvatar>
      <span className="home-company__text">
        <bdi className="major-card__name home-company__name">{company.name}</bdi>
        <span className="major-card__count">{jobsCount(company.jobs_count, locale, t)}</span>
      </span>
    </PlainLink>
  );
}

/** The signup invitations, for job seekers or for companies. */
function SignUpCard({ audience, type }: { audience: 'seekers' | 'companies'; type: 'USER' | 'COMPANY' }) {
  const { t, prefix } = useI18n();
  return (
    <section className="plain-paper home-signup" aria-labelledby={`home-${audience}`}>
      <h2 className="plain-title" data-size="h3" id={`home-${audience}`}>
        {t(`home.${audience}.title`)}
      </h2>
      <p className="home-signup__text">{t(`home.${audience}.text`)}</p>
      <PlainLink to={`${withPrefix(prefix, '/register')}?type=${type}`} {...buttonLook({ variant: type === 'USER' ? 'filled' : 'outline' })}>
        {t(`home.${audience}.cta`)}
      </PlainLink>
    </section>
  );
}

/** Home: the search box (words and city), the platform's numbers, a job seeker's recommended jobs, latest jobs, top majors and featured companies. */
export function HomePage({ data, result }: { data: THomeData; result?: TRecommendationResult }) {
  const { t, locale, prefix } = useI18n();
  useActionToast(result);
  const { summary } = data;
  const { onSubmit } = useCleanSearch(withPrefix(prefix, '/find-jobs'));
  const stats = [
    { key: 'jobs', value: summary.counts.jobs, label: t('search.home.stats.jobs') },
    { key: 'companies', value: summary.counts.companies, label: t('search.home.stats.companies') },
    { key: 'job_seekers', value: summary.counts.job_seekers, label: t('search.home.stats.seekers') },
  ];
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="plain-container hero__inner" data-size="lg">
          <h1 className="plain-title hero__title" id="hero-title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
            <Form method="get" action={withPrefix(prefix, '/find-jobs')} role="search" aria-label={t('home.search.label')} className="search-box" onSubmit={onSubmit}>
              <Grid align="flex-end" gutter="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <SuggestField scope="jobs" name="q" type="search" label={t('home.search.q')} placeholder={t('home.search.qPlaceholder')} maxLength={200} data-testid="home-search-q" />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <ChoiceField
                    name="city_id"
                    label={t('home.search.city')}
                    options={[{ value: '', label: t('home.search.allCities') }, ...data.cities.map((c) => ({ value: String(c.id), label: c.name }))]}
                    data-testid="home-search-city"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <button type="submit" {...buttonLook({ size: 'md', fullWidth: true })} data-testid="home-search-submit">
                    {t('home.search.submit')}
                  </button>
                </Grid.Col>
              </Grid>
            </Form>
            <dl className="home-stats" data-testid="home-stats">
              {stats.map((stat) => (
                <div key={stat.key}>
                  <dt>{stat.label}</dt>
                  <dd>{formatInteger(stat.value, locale)}</dd>
                </div>
              ))}
            </dl>
        </div>
      </section>

      <div className="plain-container page-pad home-sections" data-size="lg">
          {data.recommendations && <RecommendedJobs data={data.recommendations} />}
          <section className="plain-stack" aria-labelledby="latest-jobs">
            <SectionHeader id="latest-jobs" title={t('search.home.latest')} link={withPrefix(prefix, '/find-jobs')} linkLabel={t('search.home.allJobs')} />
            {summary.latest_jobs.length === 0 ? (
              <p className="plain-paper home-empty plain-dimmed">{t('search.home.noJobs')}</p>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" component="ul" className="job-card-list" style={{ padding: 0, margin: 0 }} data-testid="home-latest-jobs">
                {summary.latest_jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>

          <section className="plain-stack" aria-labelledby="top-majors">
            <SectionHeader id="top-majors" title={t('home.majors.title')} link={withPrefix(prefix, '/majors')} linkLabel={t('home.majors.all')} />
            {summary.top_majors.length === 0 ? (
              <p className="plain-dimmed home-empty-text">{t('home.majors.empty')}</p>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="home-majors">
                {summary.top_majors.map((major) => (
                  <MajorCard key={major.id} major={major} />
                ))}
              </SimpleGrid>
            )}
          </section>

          {summary.featured_companies.length > 0 && (
            <section className="plain-stack" aria-labelledby="featured-companies">
              <h2 className="plain-title" id="featured-companies">
                {t('search.home.companies')}
              </h2>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                {summary.featured_companies.map((company) => (
                  <CompanyCard key={company.id} company={company} />
                ))}
              </SimpleGrid>
            </section>
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <SignUpCard audience="seekers" type="USER" />
            <SignUpCard audience="companies" type="COMPANY" />
          </SimpleGrid>
      </div>
    </>
  );
}
