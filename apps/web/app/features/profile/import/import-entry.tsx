import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';

/** On the profile's overview: the way into the CV import (decision 038). */
export function ImportEntry() {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder className="pad-md-lg" data-testid="import-entry">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={700}>{t('cvImport.entry.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('cvImport.entry.text')}
          </Text>
        </div>
        <Button component={Link} to={withPrefix(prefix, '/profile/import')} variant="light">
          {t('cvImport.entry.button')}
        </Button>
      </Group>
    </Paper>
  );
}
