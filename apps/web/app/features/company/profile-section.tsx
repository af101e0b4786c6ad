import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One titled card of the company profile form. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder id={id} className="company-section pad-md-xl">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
