import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NavLink } from 'react-router';
import type { TCompanyPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import './company.css';

/** Words that start many company names and say nothing about this one ("شركة", "مؤسسة"...). */
const GENERIC_WORDS = new Set(['شركة', 'شركه', 'مؤسسة', 'مؤسسه', 'مجموعة', 'مجموعه', 'مكتب', 'مصنع', 'company', 'co', 'co.', 'the']);

/**
 * Initials for a company without a logo: in Latin script the first letters of two words; in Arabic one letter
 * (side by side, Arabic letters join into a word: "شركة رواد" would read "شر").
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const telling = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = telling.length > 0 ? telling : words;
  const first = chosen[0]?.replace(/^ال(?=\p{L}{2})/u, '') ?? '';
  if (/\p{Script=Arabic}/u.test(first)) return first.slice(0, 1);
  return chosen
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The top of a company's public pages: logo, name, verified badge, sector and city, and the two tabs. */
export function CompanyHeader({ company }: { company: TCompanyPublic }) {
  const { t, prefix } = useI18n();
  const subtitle = [company.sector?.name, company.city?.name].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} pb={0}>
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
