import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { TActionResult } from '../../../lib/context.ts';
import { useClientValidation } from '../../../lib/forms.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { useI18n } from '../../../i18n/index.ts';
import { FormCardHeader } from '../../../components/form-card-header.tsx';

/** A section's action result: on failure, what was typed comes back so a page without JavaScript can show it again. */
export interface TSectionResult extends TActionResult {
  values?: Record<string, string | string[]>;
  intent?: string;
}

export type TFieldValues = Record<string, string | string[]>;

/**
 * A section form's state: client checks with the contract schema (server errors win), the toast of the
 * last save, and each field's starting value (what was typed, after a refused save; else what is saved).
 */
export function useSectionForm<S extends z.ZodType>(schema: S, toInput: (form: FormData) => unknown, saved: TFieldValues, result: TSectionResult | undefined) {
  const { locale } = useI18n();
  const { onSubmit, errorOf } = useClientValidation(schema, toInput, locale, result?.errors);
  useActionToast(result);
  const typed = result && !result.ok ? result.values : undefined;
  const valueOf = (name: string): string => {
    const value = typed ? (typed[name] ?? '') : saved[name];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  };
  const valuesOf = (name: string): string[] => {
    const value = typed ? (typed[name] ?? []) : saved[name];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  return { onSubmit, errorOf, valueOf, valuesOf };
}

/** The card around a section's form: title, subtitle, the refused save's message, the fields and the save button. */
export function SectionCard({
  title,
  subtitle,
  result,
  onSubmit,
  children,
  testId,
}: {
  title: string;
  subtitle: ReactNode;
  result?: TSectionResult;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <Paper withBorder className="pad-md-xl">
      <Stack gap="lg">
        <FormCardHeader title={title} subtitle={subtitle} result={result} titleSize="h2" />
        <Form method="post" noValidate onSubmit={onSubmit} data-testid={testId}>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button type="submit" loading={navigation.state === 'submitting'} miw={140} data-testid="section-save">
                {t('profile.form.save')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

/** A titled group of fields inside a form (a fieldset, so screen readers announce the group). */
export function FieldGroup({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
      <legend style={{ padding: 0 }}>
        <Text fw={700}>{legend}</Text>
      </legend>
      {description && (
        <Text size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <Stack gap="sm" mt="xs">
        {children}
      </Stack>
    </fieldset>
  );
}
