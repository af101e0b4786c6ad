import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n, type TMessageId } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { PageShell } from './page-shell.tsx';

export function PlaceholderNotice() {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="lg">
      <Text>{t('placeholder.text')}</Text>
      <Anchor component={Link} to={withPrefix(prefix, '/')} mt="sm" display="inline-block">
        {t('placeholder.home')}
      </Anchor>
    </Paper>
  );
}

/** A page whose content arrives with a later issue: its layout, title and heading, in both languages. */
export function placeholderPage(titleKey: TMessageId) {
  function Component() {
    return (
      <PageShell titleKey={titleKey}>
        <PlaceholderNotice />
      </PageShell>
    );
  }
  return { meta: pageMeta(titleKey), Component };
}
