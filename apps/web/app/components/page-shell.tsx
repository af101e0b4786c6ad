import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useI18n, type TMessageId } from '../i18n/index.ts';

export function PageShell({ titleKey, children, size = 'lg' }: { titleKey: TMessageId; children?: ReactNode; size?: string }) {
  const { t } = useI18n();
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Title order={1}>{t(titleKey)}</Title>
        {children}
      </Stack>
    </Container>
  );
}
