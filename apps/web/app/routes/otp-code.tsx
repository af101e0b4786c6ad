import { Alert, Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { Form, data, redirect, useNavigation } from 'react-router';
import { ZVerifyPhone, type TAccountProfile } from '@tawzeef/contract';
import type { Route } from './+types/otp-code';
import { isAuth } from '../features/auth/guards.server.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { callApi } from '../lib/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../lib/context.ts';
import { flashHeader } from '../lib/flash.server.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { useClientValidation } from '../lib/forms.ts';
import { text } from '../lib/form-data.ts';
import { useActionToast } from '../lib/app-effects.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { useI18n } from '../i18n/index.ts';

export const middleware = [isAuth];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.otp-code');

const codeInput = (form: FormData) => ({ code: text(form, 'code') });

export async function loader(args: Route.LoaderArgs) {
  const profile = await callApi<TAccountProfile>(args, 'GET', '/api/v1/user/profile');
  return { phone: profile.data?.phone ?? '', verified: Boolean(profile.data?.phone_verified_at) };
}

/** intent=send asks for a code (cooldown and caps on the API); otherwise the code is checked. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  if (text(form, 'intent') === 'send') {
    const sent = await callApi<null>(args, 'POST', '/api/v1/auth/phone/verification');
    return data<TActionResult & { sent?: boolean }>({ ok: sent.ok, message: sent.message, sent: sent.ok }, { status: sent.ok ? 200 : sent.status });
  }
  const result = await submitToApi<null, typeof ZVerifyPhone>(args, ZVerifyPhone, codeInput(form), '/api/v1/auth/phone/verify', { sent: true });
  if (!result.ok) return result.response;
  const { prefix } = args.context.get(localeContext);
  const next = args.context.get(sessionContext).user?.type === 'COMPANY' ? '/company-profile' : '/profile';
  throw redirect(withPrefix(prefix, next), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

export default function OtpCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(ZVerifyPhone, codeInput, locale, actionData?.errors);
  useActionToast(actionData);
  const phone = `\u2066${loaderData.phone}\u2069`;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.otp.title')} subtitle={t('account.otp.subtitle', { phone })} result={actionData} />
          {loaderData.verified ? (
            <Alert color="success">{t('account.otp.done')}</Alert>
          ) : (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="send" />
                <Button type="submit" variant={actionData && 'sent' in actionData && actionData.sent ? 'default' : 'filled'} fullWidth data-testid="otp-send">
                  {t('account.otp.send')}
                </Button>
              </Form>
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
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
