import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TProfileRequirement } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import './match-score.css';

/** Where each missing part of the minimum profile is completed (decision 024). */
const FIXES: Record<TProfileRequirement, Array<{ label: TMessageId; to: string }>> = {
  name: [{ label: 'applications.gaps.fix.name', to: '/profile/personal-info' }],
  contact: [
    { label: 'applications.gaps.fix.phone', to: '/otp-code' },
    { label: 'applications.gaps.fix.email', to: '/verify-email' },
  ],
  city: [{ label: 'applications.gaps.fix.city', to: '/profile/personal-info' }],
  desired_job: [
    { label: 'applications.gaps.fix.desiredJob', to: '/profile/job-required' },
    { label: 'applications.gaps.fix.cv', to: '/profile/files' },
  ],
};

/** Beside the disabled apply button: what the profile still lacks (decision 024), each with the links that complete it. */
export function ProfileGaps({ missing }: { missing: readonly TProfileRequirement[] }) {
  const { t, prefix } = useI18n();
  return (
    <Stack gap="xs" id="profile-gaps" data-testid="profile-gaps">
      <Text fw={600} size="sm">
        {t('applications.gaps.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('applications.gaps.intro')}
      </Text>
      <ul className="profile-gaps">
        {missing.map((part) => (
          <li key={part} data-gap={part}>
            <Text size="sm">{t(`applications.gaps.${part}`)}</Text>
            <Group gap="sm">
              {FIXES[part].map((fix) => (
                <Anchor key={fix.to} component={Link} to={withPrefix(prefix, fix.to)} size="sm" fw={600}>
                  {t(fix.label)}
                </Anchor>
              ))}
            </Group>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
