import { Stack, Title } from '@mantine/core';
import { PlaceholderNotice } from '../../components/placeholder-page.tsx';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { TProfileSection } from './sections.ts';

/** A page of the profile area (inside its side navigation); its form arrives with the CV profile issue. */
export function profilePage(titleKey: TMessageId) {
  function Component() {
    const { t } = useI18n();
    return (
      <Stack gap="lg">
        <Title order={1}>{t(titleKey)}</Title>
        <PlaceholderNotice />
      </Stack>
    );
  }
  return { meta: pageMeta(titleKey), Component };
}

export const profileSectionPage = (section: TProfileSection) => profilePage(`page.profile.${section}`);
