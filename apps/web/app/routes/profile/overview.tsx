import { Stack, Title } from '@mantine/core';
import { PlaceholderNotice } from '../../components/placeholder-page.tsx';
import { useI18n } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile');

export default function ProfileOverview() {
  const { t } = useI18n();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('page.profile')}</Title>
      <PlaceholderNotice />
    </Stack>
  );
}
