import { Stack, Title } from '@mantine/core';
import { PlaceholderNotice } from '../../components/placeholder-page.tsx';
import { useI18n } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { TProfileSection } from './sections.ts';

/** A profile section page; its form arrives with the CV profile issue. */
export function profileSectionPage(section: TProfileSection) {
  const key = `page.profile.${section}` as const;
  function Component() {
    const { t } = useI18n();
    return (
      <Stack gap="lg">
        <Title order={1}>{t(key)}</Title>
        <PlaceholderNotice />
      </Stack>
    );
  }
  return { meta: pageMeta(key), Component };
}
