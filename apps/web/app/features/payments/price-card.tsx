import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '../../i18n/index.ts';
import { formatPercent } from '../../lib/format.ts';
import { formatHalalas, vatPercent } from './format.ts';

export interface TAmounts {
  fee_halalas: number;
  vat_halalas: number;
  total_halalas: number;
}

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : undefined} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The price the server computed: fee, VAT 15 %, total in SAR, and how long the posting stays up. */
export function PriceCard({ amounts, vatBasisPoints, postingDays }: { amounts: TAmounts; vatBasisPoints: number; postingDays?: number }) {
  const { t, locale } = useI18n();
  return (
    <Paper withBorder className="pad-md-lg" data-testid="price-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('pay.price.title')}
        </Title>
        <Line label={t('pay.price.fee')} value={formatHalalas(amounts.fee_halalas, locale)} testId="price-fee" />
        <Line label={t('pay.price.vat', { rate: formatPercent(vatPercent(vatBasisPoints), locale) })} value={formatHalalas(amounts.vat_halalas, locale)} testId="price-vat" />
        <Divider />
        <Line label={t('pay.price.total')} value={formatHalalas(amounts.total_halalas, locale)} strong testId="price-total" />
        {postingDays ? (
          <Text size="sm" c="dimmed">
            {t('pay.price.days', { days: postingDays })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
