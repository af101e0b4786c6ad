import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyHeader } from './company-header.tsx';
import { CompanyFacts, WebsiteLink } from './facts.tsx';
import { MapView } from './map/map-view.tsx';
import type { TPublicCompanyData } from './public.server.ts';
import './company.css';

/**
 * /company-profile/details/{id}: the company's "About" page, as on LinkedIn or Bayt: the full description, every
 * public fact, how to contact it, where it is, since when it is on the platform and how many jobs it has open.
 */
export function CompanyDetailsPage({ page }: { page: TPublicCompanyData }) {
  const { t, locale, prefix } = useI18n();
  const { company, map } = page;
  const hasContact = Boolean(company.contact_email || company.contact_phone || company.website);
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
                    <Text className="company-about" dir="auto" data-testid="company-about">
                      {company.about_company}
                    </Text>
                  ) : (
                    <Text c="dimmed">{t('company.public.noAbout')}</Text>
                  )}
                </Stack>
              </Paper>
              <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('company.public.factsTitle')}
                  </Title>
                  <CompanyFacts company={company} full />
                </Stack>
              </Paper>
              <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('company.public.locationTitle')}
                  </Title>
                  {company.address || company.city ? (
                    <Text data-testid="company-address">
                      <bdi>{[company.address, company.city?.name].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')}</bdi>
                    </Text>
                  ) : null}
                  {company.lat !== null && company.lng !== null ? (
                    <MapView settings={map} lat={company.lat} lng={company.lng} address={company.address} />
                  ) : (
                    !company.address && <Text c="dimmed">{t('company.public.noLocation')}</Text>
                  )}
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('company.public.contactTitle')}
                  </Title>
                  {hasContact ? (
                    <Stack gap={6}>
                      {company.contact_email && (
                        <Anchor href={`mailto:${company.contact_email}`} data-testid="company-contact-email">
                          <bdi dir="ltr">{company.contact_email}</bdi>
                        </Anchor>
                      )}
                      {company.contact_phone && (
                        <Anchor href={`tel:${company.contact_phone}`}>
                          <bdi dir="ltr">{company.contact_phone}</bdi>
                        </Anchor>
                      )}
                      {company.website && <WebsiteLink url={company.website} />}
                    </Stack>
                  ) : (
                    <Text c="dimmed" size="sm">
                      {t('company.public.noContact')}
                    </Text>
                  )}
                </Stack>
              </Paper>
              <Paper withBorder p="lg">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('company.jobs.title')}
                  </Title>
                  <Text size="sm">{t('company.public.openJobsCount', { count: formatInteger(company.active_jobs_count, locale) ?? '0' })}</Text>
                  <Anchor component={Link} to={withPrefix(prefix, `/company-profile/${company.id}`)} fw={600} data-testid="company-jobs-link">
                    {t('company.public.seeJobs')}
                  </Anchor>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
