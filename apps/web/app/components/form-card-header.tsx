import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import type { TActionResult } from '../lib/context.ts';

/** A form's title and subtitle, with the last failed submission's message announced to screen readers. */
export function FormCardHeader({ title, subtitle, result, titleSize }: { title: ReactNode; subtitle: ReactNode; result?: TActionResult; titleSize?: string }) {
  return (
    <>
      <div>
        <Title order={1} size={titleSize}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      {result && !result.ok && (
        <Text c="red.8" role="alert" data-testid="form-error">
          {result.message}
        </Text>
      )}
    </>
  );
}
