import { Anchor, Avatar, Button, Card, Container, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '../../components/grid.tsx';
import { Form, Link } from 'react-router';
import type { TFeaturedCompany, THomeSummary } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import { MajorCard } from './majors-page.tsx';
import { jobsCount } from './plural.ts';
import { useCleanSearch } from '../../lib/use-clean-search.ts';
import './search.css';

type THomeData = { summary: THomeSummary; cities: Array<{ id: number; name: string }> };

function SectionHeader({ id, title, link, linkLabel }: { id: string; title: string; link: string; linkLabel: string }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} id={id}>
        {title}
      </Title>
      <Anchor component={Link} to={link}>
        {linkLabel}
      </Anchor>
    </Group>
  );
}

function CompanyCard({ company }: { company: TFeaturedCompany }) {
  const { t, locale, prefix } = useI18n();
  return (
    <Card withBorder padding="md" component={Link} to={withPrefix(prefix, `/company-profile/${company.id}`)} className="major-card" data-testid="featured-company">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={company.logo_url} alt="" radius="md" size={48} color="primary">
          {company.name.trim().charAt(0)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={600} lineClamp={2}>
            <bdi>{company.name}</bdi>
          </Text>
          <Text size="sm" c="primary.8">
            {jobsCount(company.jobs_count, locale, t)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The signup invitations, for job seekers or for companies. */
function SignUpCard({ audience, type }: { audience: 'seekers' | 'companies'; type: 'USER' | 'COMPANY' }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t(`home.${audience}.title`)}
        </Title>
        <Text>{t(`home.${audience}.text`)}</Text>
        <Button component={Link} to={`${withPrefix(prefix, '/register')}?type=${type}`} variant={type === 'USER' ? 'filled' : 'outline'}>
          {t(`home.${audience}.cta`)}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Home: the search box (words and city), the platform's numbers, latest jobs, top majors and featured companies. */
export function HomePage({ data }: { data: THomeData }) {
  const { t, locale, prefix } = useI18n();
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
        <Container size="lg">
          <Stack gap="lg">
            <Title order={1} id="hero-title" c="white">
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="white" maw={720}>
              {t('home.hero.subtitle')}
            </Text>
            <Form method="get" action={withPrefix(prefix, '/find-jobs')} role="search" aria-label={t('home.search.label')} className="search-box" onSubmit={onSubmit}>
              <Grid align="flex-end" gutter="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput name="q" type="search" label={t('home.search.q')} placeholder={t('home.search.qPlaceholder')} size="md" maxLength={200} data-testid="home-search-q" />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <NativeSelect
                    name="city_id"
                    label={t('home.search.city')}
                    size="md"
                    data={[{ value: '', label: t('home.search.allCities') }, ...data.cities.map((c) => ({ value: String(c.id), label: c.name }))]}
                    data-testid="home-search-city"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <Button type="submit" size="md" fullWidth data-testid="home-search-submit">
                    {t('home.search.submit')}
                  </Button>
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
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" aria-labelledby="latest-jobs">
            <SectionHeader id="latest-jobs" title={t('search.home.latest')} link={withPrefix(prefix, '/find-jobs')} linkLabel={t('search.home.allJobs')} />
            {summary.latest_jobs.length === 0 ? (
              <Paper withBorder p="lg">
                <Text c="dimmed">{t('search.home.noJobs')}</Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" component="ul" className="job-card-list" style={{ padding: 0, margin: 0 }} data-testid="home-latest-jobs">
                {summary.latest_jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="top-majors">
            <SectionHeader id="top-majors" title={t('home.majors.title')} link={withPrefix(prefix, '/majors')} linkLabel={t('home.majors.all')} />
            {summary.top_majors.length === 0 ? (
              <Text c="dimmed">{t('home.majors.empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="home-majors">
                {summary.top_majors.map((major) => (
                  <MajorCard key={major.id} major={major} />
                ))}
              </SimpleGrid>
            )}
          </Stack>

          {summary.featured_companies.length > 0 && (
            <Stack gap="md" component="section" aria-labelledby="featured-companies">
              <Title order={2} id="featured-companies">
                {t('search.home.companies')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                {summary.featured_companies.map((company) => (
                  <CompanyCard key={company.id} company={company} />
                ))}
              </SimpleGrid>
            </Stack>
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <SignUpCard audience="seekers" type="USER" />
            <SignUpCard audience="companies" type="COMPANY" />
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
