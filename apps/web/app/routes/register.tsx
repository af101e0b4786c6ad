import { useState } from 'react';
import { Anchor, Button, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { HEAR_BY, ZRegister, type TAuthData } from '@tawzeef/contract';
import type { Route } from './+types/register';
import { notAuth } from '../features/auth/guards.server.ts';
import { registerInput } from '../features/auth/forms.ts';
import { startSession } from '../features/auth/session.server.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { useClientValidation } from '../lib/forms.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { useActionToast } from '../lib/app-effects.ts';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { OAuthButtons } from '../features/oauth/buttons.tsx';
import { configuredProviders } from '../features/oauth/oauth.server.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.register');

type TAccountType = 'USER' | 'COMPANY';

export async function loader(args: Route.LoaderArgs) {
  const type = new URL(args.request.url).searchParams.get('type');
  return { type: (type === 'COMPANY' ? 'COMPANY' : 'USER') as TAccountType, providers: await configuredProviders(args) };
}

export async function action(args: Route.ActionArgs) {
  const input = registerInput(await args.request.formData());
  const result = await submitToApi<TAuthData, typeof ZRegister>(args, ZRegister, input, '/api/v1/auth/register', { type: input.type });
  if (!result.ok) return result.response;
  return startSession(args, result.data, result.message, result.data.user.type === 'COMPANY' ? '/company-profile' : '/profile');
}

function TypeOption({ value, checked, onSelect, title, hint }: { value: TAccountType; checked: boolean; onSelect: (v: TAccountType) => void; title: string; hint: string }) {
  return (
    <Paper withBorder p="md" component="label" className="type-option" data-testid={`type-${value}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <input type="radio" name="type" value={value} checked={checked} onChange={() => onSelect(value)} />
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const returnedType = actionData && 'type' in actionData ? (actionData.type as TAccountType) : undefined;
  const [type, setType] = useState<TAccountType>(returnedType ?? loaderData.type);
  const { onSubmit, errorOf } = useClientValidation(ZRegister, registerInput, locale, actionData?.errors);
  useActionToast(actionData);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} result={actionData} />
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>
                  <Text fw={600} mb="xs">
                    {t('auth.register.type')}
                  </Text>
                </legend>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TypeOption value="USER" checked={type === 'USER'} onSelect={setType} title={t('auth.register.typeUser')} hint={t('auth.register.typeUserHint')} />
                  <TypeOption value="COMPANY" checked={type === 'COMPANY'} onSelect={setType} title={t('auth.register.typeCompany')} hint={t('auth.register.typeCompanyHint')} />
                </SimpleGrid>
              </fieldset>
              {type === 'COMPANY' && (
                <TextInput name="foundation_name" label={t('auth.register.foundationName')} required autoComplete="organization" error={errorOf('foundation_name')} />
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput name="first_name" label={t('auth.register.firstName')} required autoComplete="given-name" error={errorOf('first_name')} />
                <TextInput name="last_name" label={t('auth.register.lastName')} required autoComplete="family-name" error={errorOf('last_name')} />
              </SimpleGrid>
              <TextInput name="email" type="email" label={t('auth.register.email')} required autoComplete="email" dir="ltr" error={errorOf('email')} />
              <PhoneField label={t('auth.register.phone')} description={t('auth.register.phoneHint')} error={errorOf('phone')} />
              <PasswordField
                name="password"
                label={t('auth.register.password')}
                description={t('auth.register.passwordHint')}
                autoComplete="new-password"
                error={errorOf('password')}
              />
              <PasswordField
                name="password_confirmation"
                label={t('auth.register.passwordConfirmation')}
                autoComplete="new-password"
                error={errorOf('password_confirmation')}
              />
              <NativeSelect
                name="hear_by_id"
                label={t('auth.register.hearBy')}
                error={errorOf('hear_by_id')}
                data={[{ value: '', label: t('auth.register.hearBy.none') }, ...HEAR_BY.map((v) => ({ value: v, label: t(`auth.register.hearBy.${v}`) }))]}
              />
              <Button type="submit" fullWidth loading={navigation.state === 'submitting'} data-testid="register-submit">
                {t('auth.register.submit')}
              </Button>
            </Stack>
          </Form>
          <OAuthButtons providers={loaderData.providers} />
          <Text size="sm">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to={withPrefix(prefix, '/login')}>
              {t('nav.login')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

