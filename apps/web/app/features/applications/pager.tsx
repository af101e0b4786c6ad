import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';

/** Previous / next links (no JavaScript needed), keeping the rest of the query. */
export function Pager({ page, total, pageSize, hrefOf }: { page: number; total: number; pageSize: number; hrefOf?: (page: number) => string }) {
  const { t, locale } = useI18n();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const to = hrefOf ?? ((n: number) => `?page=${n}`);
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('applications.pager.page', { page: formatInteger(page, locale) ?? '', pages: formatInteger(pages, locale) ?? '' })}>
      {page > 1 && (
        <Button component={Link} to={to(page - 1)} variant="default" size="sm">
          {t('applications.pager.previous')}
        </Button>
      )}
      <Text size="sm">{t('applications.pager.page', { page: formatInteger(page, locale) ?? '', pages: formatInteger(pages, locale) ?? '' })}</Text>
      {page < pages && (
        <Button component={Link} to={to(page + 1)} variant="default" size="sm">
          {t('applications.pager.next')}
        </Button>
      )}
    </Group>
  );
}
