import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { verifyPhoneSchema } from '../../lib/schema-loaders.ts';
import { codeInput } from './forms.ts';
import type { TOtpResult } from './otp-code.server.ts';
import { phoneRun } from '@tawzeef/contract';

/** The phone code, sent when the registration finished (decision 040): the form checks it; a button sends a new one. */
export function OtpCodePage({ page, result }: { page: { phone: string; verified: boolean }; result?: TOtpResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(verifyPhoneSchema, codeInput, locale, result?.errors);
  useActionToast(result);
  // The number reads left to right inside Arabic text (decision 150).
  const phone = phoneRun(page.phone);
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.otp.title')} subtitle={t('account.otp.subtitle', { phone })} result={result} />
          {page.verified ? (
            <Alert color="success">{t('account.otp.done')}</Alert>
          ) : (
            <>
              <Form method="post" noValidate onSubmit={onSubmit}>
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    name="code"
                    label={t('account.otp.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    dir="ltr"
                    style={{ flex: 1 }}
                    error={errorOf('code')}
                  />
                  <Button type="submit" loading={navigation.state === 'submitting'} data-testid="otp-verify">
                    {t('account.otp.verify')}
                  </Button>
                </Group>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="send" />
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {t('account.otp.notReceived')}
                  </Text>
                  <Button type="submit" variant="default" size="sm" data-testid="otp-send">
                    {t('account.otp.send')}
                  </Button>
                </Group>
              </Form>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
