import { Anchor, Badge, Container, Grid, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyHeader } from './company-header.tsx';
import { CompanyFacts } from './facts.tsx';
import { CompanyJobs } from './job-list.tsx';
import { MapView } from './map/map-view.tsx';
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
              <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('company.public.aboutTitle')}
                  </Title>
                  {company.about_company ? (
                    <Spoiler maxHeight={150} showLabel={t('company.public.more')} hideLabel={t('company.public.less')}>
                      <Text className="company-about" dir="auto" data-testid="company-about">
                        {company.about_company}
                      </Text>
                    </Spoiler>
                  ) : (
                    <Text c="dimmed">{t('company.public.noAbout')}</Text>
                  )}
                  <Anchor component={Link} to={withPrefix(prefix, `/company-profile/details/${company.id}`)} size="sm">
                    {t('company.public.allDetails')}
                  </Anchor>
                </Stack>
              </Paper>
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
              <Paper withBorder p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('company.public.factsTitle')}
                  </Title>
                  <CompanyFacts company={company} />
                </Stack>
              </Paper>
              <Paper withBorder p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('company.public.locationTitle')}
                  </Title>
                  {company.address && (
                    <Text size="sm" data-testid="company-address">
                      <bdi>{company.address}</bdi>
                    </Text>
                  )}
                  {company.lat !== null && company.lng !== null ? (
                    <MapView settings={map} lat={company.lat} lng={company.lng} address={company.address} />
                  ) : (
                    !company.address && <Text c="dimmed" size="sm">{t('company.public.noLocation')}</Text>
                  )}
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
