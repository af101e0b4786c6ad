import { useState } from 'react';
import { Button, Container, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { oauthCompleteSchema } from '../../lib/schema-loaders.ts';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { completeInput, type TPendingView } from './complete-input.ts';
import { PhoneField } from '../../components/phone-field.tsx';

/** A first external sign-in: only what the account still lacks (job seeker or company, phone, and email if none came). */
export function OAuthCompleteForm({ pending, actionData }: { pending: TPendingView; actionData?: TActionResult & { type?: unknown } }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const [type, setType] = useState(actionData?.type === 'COMPANY' ? 'COMPANY' : 'USER');
  const { onSubmit, errorOf } = useClientValidation(oauthCompleteSchema, (form) => ({ ...completeInput(form), signup_token: 'pending' }), locale, actionData?.errors);
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" className="auth-card">
        <Stack gap="md">
          <FormCardHeader title={t('oauth.completeTitle')} subtitle={t('oauth.completeSubtitle')} result={actionData} />
          {pending.email && (
            <Text size="sm" c="dimmed" data-testid="oauth-email">
              {t('oauth.completeFor', { email: pending.email })}
            </Text>
          )}
          <Form method="post" noValidate onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="oauth-complete" />
            <Stack gap="sm">
              <Radio.Group name="type" label={t('auth.register.type')} value={type} onChange={setType} error={errorOf('type')}>
                <Group mt="xs">
                  <Radio value="USER" label={t('auth.register.typeUser')} data-testid="oauth-type-USER" />
                  <Radio value="COMPANY" label={t('auth.register.typeCompany')} data-testid="oauth-type-COMPANY" />
                </Group>
              </Radio.Group>
              {type === 'COMPANY' && <TextInput name="foundation_name" label={t('auth.register.foundationName')} required error={errorOf('foundation_name')} />}
              {pending.needs.includes('email') && <TextInput name="email" type="email" label={t('oauth.email')} required dir="ltr" autoComplete="email" error={errorOf('email')} />}
              <PhoneField label={t('auth.register.phone')} description={t('auth.register.phoneHint')} error={errorOf('phone')} />
              <Button type="submit" fullWidth loading={navigation.state === 'submitting'} data-testid="oauth-complete-submit">
                {t('oauth.submit')}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Paper>
    </Container>
  );
}
