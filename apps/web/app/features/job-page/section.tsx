import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/** One titled block of the job page (the description, duties, the facts…). */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder className="pad-md-lg" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Plain text the company typed (duties, qualifications…): its line breaks kept. */
export function PlainText({ value, lang }: { value: string; lang: string }) {
  return (
    <Text className="job-page-plain" dir="auto" lang={lang}>
      {value}
    </Text>
  );
}
