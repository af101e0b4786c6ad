import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { TLocale, TPackage } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatSar } from '../../lib/format.ts';

const formatHalalas = (halalas: number, locale: TLocale) => formatSar(halalas / 100, locale) ?? '';

/** One posting package as a card (decision 130): its posts, validity and price with VAT; the payments page adds its buy buttons. */
export function PackageCard({ pack, children }: { pack: TPackage; children?: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <Paper withBorder p="md" radius="md" data-testid="package-card" data-package-id={pack.id}>
      <Stack gap={6}>
        <Text fw={700} component="bdi" dir="auto">
          {pack.name}
        </Text>
        <Text size="sm">{t('pkg.card.posts', { count: pack.posts, days: pack.validity_days })}</Text>
        <Text fw={700} size="lg">
          {formatHalalas(pack.total_halalas, locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pkg.card.vat', { fee: formatHalalas(pack.fee_halalas, locale), vat: formatHalalas(pack.vat_halalas, locale) })}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

