import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NavLink } from 'react-router';
import type { TCompanyPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import './company.css';
import { initialsOf } from '../../lib/initials.ts';



/** The top of a company's public pages: logo, name, verified badge, sector and city, and the two tabs. */
export function CompanyHeader({ company }: { company: TCompanyPublic }) {
  const { t, prefix } = useI18n();
  const subtitle = [company.sector?.name, company.city?.name].filter(Boolean).join(' · ');
  return (
    <Paper withBorder className="pad-md-xl" pb={0}>
      <Stack gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={company.logo_url} alt={company.logo_url ? t('company.public.logoAlt', { name: company.foundation_name }) : undefined} size={84} radius="md" color="primary">
            {initialsOf(company.foundation_name)}
          </Avatar>
          <Stack gap={6} style={{ minInlineSize: 0 }}>
            <Group gap="sm" align="center">
              <Title order={1} size="h2" data-testid="company-name">
                <bdi>{company.foundation_name}</bdi>
              </Title>
              {company.is_verified && <VerifiedBadge />}
            </Group>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
        </Group>
        <nav aria-label={t('company.public.tabs')}>
          <Group gap={0} className="company-tabs">
            <NavLink to={withPrefix(prefix, `/company-profile/${company.id}`)} end>
              {t('company.public.overview')}
            </NavLink>
            <NavLink to={withPrefix(prefix, `/company-profile/details/${company.id}`)} end>
              {t('company.public.about')}
            </NavLink>
          </Group>
        </nav>
      </Stack>
    </Paper>
  );
}
