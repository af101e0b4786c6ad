import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TFieldErrors } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

/**
 * The confirmation of an action before it happens, with the reason when it affects a person (decision 031). A page of
 * its own state (`?action=` or `?bulk=`), so it works the same without JavaScript.
 */
export function ConfirmPanel({
  title,
  person,
  hidden,
  cancelTo,
  error,
  errors,
  reason,
  children,
}: {
  title: string;
  person: boolean;
  hidden: Record<string, string | string[]>;
  cancelTo: string;
  error?: string | undefined;
  errors?: TFieldErrors | undefined;
  reason?: string | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <Paper withBorder p="lg" data-testid="admin-confirm" role="region" aria-labelledby="admin-confirm-title">
      <Form method="post" noValidate>
        {Object.entries(hidden).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((item, index) => <input key={`${name}-${index}`} type="hidden" name={name} value={item} />),
        )}
        <Stack gap="md">
          <Title order={2} size="h3" id="admin-confirm-title">
            {title}
          </Title>
          <Text size="sm">{person ? t('admin.confirm.person') : t('admin.confirm.plain')}</Text>
          {children}
          {error && !errors?.reason && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {person && (
            <Textarea
              name="reason"
              label={t('admin.confirm.reason')}
              description={t('admin.confirm.reasonHint')}
              required
              minRows={3}
              autosize
              maxLength={500}
              defaultValue={reason ?? ''}
              error={errors?.reason?.[0]}
              data-testid="admin-confirm-reason"
            />
          )}
          <Group justify="flex-end">
            <Button component={Link} to={cancelTo} variant="default">
              {t('admin.confirm.cancel')}
            </Button>
            <Button type="submit" color={person ? 'red' : undefined} loading={navigation.state === 'submitting'} data-testid="admin-confirm-submit">
              {t('admin.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
