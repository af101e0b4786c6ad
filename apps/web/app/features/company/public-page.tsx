import { Anchor, Badge, Container, Spoiler, Stack, Title } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyHeader } from './company-header.tsx';
import { CompanyFacts } from './facts.tsx';
import { CompanyJobs } from './job-list.tsx';
import { CompanyAbout, CompanyLocation, CompanySection } from './company-sections.tsx';
import type { TPublicCompanyPageData } from './public.server.ts';
import './company.css';

/** /company-profile/{id}: what a visitor sees first: who the company is, where it is, and its open jobs. */
export function CompanyPublicPage({ page }: { page: TPublicCompanyPageData }) {
  const { t, locale, prefix } = useI18n();
  const { company, jobs, map } = page;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <CompanyHeader company={company} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <CompanySection title={t('company.public.aboutTitle')} wide>
                <CompanyAbout
                  company={company}
                  wrap={(about) => (
                    <Spoiler maxHeight={150} showLabel={t('company.public.more')} hideLabel={t('company.public.less')}>
                      {about}
                    </Spoiler>
                  )}
                />
                <Anchor component={Link} to={withPrefix(prefix, `/company-profile/details/${company.id}`)} size="sm">
                  {t('company.public.allDetails')}
                </Anchor>
              </CompanySection>
              <section aria-labelledby="company-jobs-title">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="company-jobs-title">
                    {t('company.jobs.title')}{' '}
                    <Badge variant="light" size="lg" tt="none" component="span">
                      {formatInteger(company.active_jobs_count, locale)}
                    </Badge>
                  </Title>
                  <CompanyJobs jobs={jobs} />
                </Stack>
              </section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <CompanySection title={t('company.public.factsTitle')}>
                <CompanyFacts company={company} />
              </CompanySection>
              <CompanySection title={t('company.public.locationTitle')}>
                <CompanyLocation company={company} map={map} size="sm" />
              </CompanySection>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
