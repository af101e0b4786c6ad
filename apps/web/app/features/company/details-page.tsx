import { Anchor, Container, Stack, Text } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyHeader } from './company-header.tsx';
import { CompanyFacts, WebsiteLink } from './facts.tsx';
import { CompanyAbout, CompanyLocation, CompanySection } from './company-sections.tsx';
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
              <CompanySection title={t('company.public.aboutTitle')} wide>
                <CompanyAbout company={company} />
              </CompanySection>
              <CompanySection title={t('company.public.factsTitle')} wide>
                <CompanyFacts company={company} full />
              </CompanySection>
              <CompanySection title={t('company.public.locationTitle')} wide>
                <CompanyLocation company={company} map={map} withCity />
              </CompanySection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <CompanySection title={t('company.public.contactTitle')}>
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
              </CompanySection>
              <CompanySection title={t('company.jobs.title')}>
                <Text size="sm">{t('company.public.openJobsCount', { count: formatInteger(company.active_jobs_count, locale) ?? '0' })}</Text>
                <Anchor component={Link} to={withPrefix(prefix, `/company-profile/${company.id}`)} fw={600} data-testid="company-jobs-link">
                  {t('company.public.seeJobs')}
                </Anchor>
              </CompanySection>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
