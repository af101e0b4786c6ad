import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** Asks a logged-in person to accept a new version of the terms or privacy policy (decision 033), on every page until they do. */
export function TermsBanner({ user }: { user: TSimpleProfile | null }) {
  const { t, prefix } = useI18n();
  if (!user?.terms_outdated) return null;
  return (
    <Container size="xl" pt="sm" className="print-hidden">
      <Alert color="warning" variant="light" data-testid="terms-banner">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('sitePages.banner.text')}</Text>
          <Button component={Link} to={withPrefix(prefix, '/terms-conditions#accept')} size="xs" variant="default">
            {t('sitePages.banner.review')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
