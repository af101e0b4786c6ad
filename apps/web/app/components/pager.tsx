import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { formatInteger } from '../lib/format.ts';

/** Previous and next pages as links (paging works without JavaScript, and each page has its own URL). */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t, locale } = useI18n();
  if (pages <= 1 && page <= 1) return null;
  const number = (n: number) => formatInteger(n, locale) ?? String(n);
  return (
    <Group justify="space-between" component="nav" aria-label={t('search.pages.label')} data-testid="pager">
      {page > 1 ? (
        <Button component={Link} to={href(Math.min(page - 1, pages))} variant="default" rel="prev" data-testid="pager-previous">
          {t('search.pages.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Text size="sm" c="dimmed" aria-current="page">
        {t('search.pages.pageOf', { page: number(page), pages: number(Math.max(pages, page)) })}
      </Text>
      {page < pages ? (
        <Button component={Link} to={href(page + 1)} variant="default" rel="next" data-testid="pager-next">
          {t('search.pages.next')}
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}
