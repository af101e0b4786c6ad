import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCompanyOwn, TPrice } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger, formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';

const BLOCKER_LINKS: Record<TCompanyOwn['publish_blockers'][number], string> = {
  email_unverified: '/verify-email',
  company_unverified: '/company-profile',
  profile_incomplete: '/company-profile',
};

/** Why the company cannot publish yet (unconfirmed email, unverified registration, incomplete profile), with where to fix each. */
export function PublishBlockers({ blockers }: { blockers: TCompanyOwn['publish_blockers'] | null }) {
  const { t, prefix } = useI18n();
  if (!blockers || blockers.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t('jobs.blockers.title')} data-testid="publish-blockers">
      <Stack gap="xs">
        <Text size="sm">{t('jobs.blockers.intro')}</Text>
        <List size="sm" spacing={4}>
          {blockers.map((blocker) => (
            <List.Item key={blocker} data-blocker={blocker}>
              {t(`jobs.blockers.${blocker}`)}{' '}
              <Anchor component={Link} to={withPrefix(prefix, BLOCKER_LINKS[blocker])} size="sm">
                {t(`jobs.blockers.${blocker}.link`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('jobs.blockers.draftKept')}</Text>
      </Stack>
    </Alert>
  );
}

const sar = (halalas: number, locale: 'ar' | 'en') => formatSar(halalas / 100, locale) ?? '';

/** The posting fee, VAT and total in riyals, as the server computes them. */
export function PriceCard({ price }: { price: TPrice | null }) {
  const { t, locale } = useI18n();
  if (!price) return null;
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" data-testid="job-price">
      <Title order={3} size="h4" mb="sm">
        {t('jobs.price.title')}
      </Title>
      <Stack gap={6}>
        {row(t('jobs.price.fee'), sar(price.fee_halalas, locale))}
        {row(t('jobs.price.vat', { rate: formatInteger((price.vat_rate_basis_points ?? 1500) / 100, locale) ?? '' }), sar(price.vat_halalas, locale))}
        {row(t('jobs.price.total'), sar(price.total_halalas, locale), true, 'price-total')}
      </Stack>
      <Text size="sm" c="dimmed" mt="sm">
        {t('jobs.price.note', { days: formatInteger(price.posting_days, locale) ?? '' })}
      </Text>
    </Paper>
  );
}
