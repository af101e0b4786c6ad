import { Anchor, Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../components/plain.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { resetPasswordSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { resetInput } from './forms.ts';

/** A new password, proven by the emailed link's token or by the phone and its SMS code. */
export function ResetPasswordPage({ page, result }: { page: { token: string; phone: string }; result?: TActionResult }) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(resetPasswordSchema, resetInput, locale, result?.errors);
  useActionToast(result);
  const byCode = !page.token;
  if (byCode && !page.phone) {
    return (
      <Container size="xs" py="xl">
        <Paper withBorder p="xl">
          <Stack gap="md">
            <FormCardHeader title={t('account.reset.title')} subtitle={t('account.reset.missing')} />
            <Anchor component={Link} to={withPrefix(prefix, '/forget-password')}>
              {t('account.reset.requestNew')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.reset.title')} subtitle={t(byCode ? 'account.reset.subtitleCode' : 'account.reset.subtitleLink')} result={result} />
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              {byCode ? (
                <>
                  <TextInput name="phone" label={t('account.reset.phone')} defaultValue={page.phone} dir="ltr" readOnly error={errorOf('phone')} />
                  <TextInput name="code" label={t('account.reset.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" required error={errorOf('code')} />
                </>
              ) : (
                <input type="hidden" name="token" value={page.token} />
              )}
              <PasswordField name="password" label={t('account.reset.password')} description={t('auth.register.passwordHint')} autoComplete="new-password" error={errorOf('password')} />
              <PasswordField name="password_confirmation" label={t('account.reset.passwordConfirmation')} autoComplete="new-password" error={errorOf('password_confirmation')} />
              {errorOf('token') && <Text c="red.8">{errorOf('token')}</Text>}
              <Button type="submit" loading={navigation.state === 'submitting'} data-testid="reset-submit">
                {t('account.reset.submit')}
              </Button>
            </Stack>
          </Form>
          <Anchor component={Link} to={withPrefix(prefix, '/forget-password')} size="sm">
            {t('account.reset.requestNew')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
