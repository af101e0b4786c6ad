import { Alert, Anchor, Button, Container, Paper, Stack, TextInput } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { forgotPasswordSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { forgotInput } from './forms.ts';

/** "Forgot password": an email or a phone number; once sent, the page says to check the mailbox. */
export function ForgotPasswordPage({ result }: { result?: TActionResult & { sent?: boolean } }) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(forgotPasswordSchema, forgotInput, locale, result?.errors);
  useActionToast(result);
  const sent = result && 'sent' in result;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')} result={result} />
          {sent ? (
            <Alert color="success" data-testid="forgot-sent">
              {t('account.forgot.checkEmail')}
            </Alert>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit}>
              <Stack gap="sm">
                <TextInput name="login" label={t('auth.login.login')} placeholder={t('auth.login.loginPlaceholder')} dir="ltr" autoComplete="username" required error={errorOf('login')} />
                <Button type="submit" loading={navigation.state === 'submitting'} data-testid="forgot-submit">
                  {t('account.forgot.submit')}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to={withPrefix(prefix, '/login')} size="sm">
            {t('account.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
