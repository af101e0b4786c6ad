import type { ReactNode } from 'react';
import { PasswordField, PhoneField } from '../../components/plain.tsx';
import { Alert, Anchor, Badge, Box, Button, Container, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { ZChangePassword, ZContactInfo, ZDeleteAccount } from '@tawzeef/contract';
import { MailPreferencesCard } from '../messages/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../components/lookup-select.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PhoneChangeBox } from '../profile/index.ts';
import { changePasswordInput, contactInput, deleteCompanyInput } from './account-input.ts';
import type { TCompanyAccountData, TCompanyAccountResult } from './account.server.ts';

function Card({ title, danger = false, children, testId }: { title: string; danger?: boolean; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder className="pad-md-xl" data-testid={testId} style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Stack gap="sm">
        <Title order={2} size="h3" c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The result of this form only: another form's errors never show here. */
const resultFor = (result: TCompanyAccountResult | undefined, intent: string) => (result?.intent === intent ? result : undefined);

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function ContactCard({ data, result }: { data: TCompanyAccountData; result?: TCompanyAccountResult }) {
  const { t, locale } = useI18n();
  const mine = resultFor(result, 'contact');
  const { onSubmit, errorOf } = useClientValidation(ZContactInfo, contactInput, locale, mine?.errors);
  const typed = mine && !mine.ok ? mine.values : undefined;
  return (
    <Card title={t('company.account.contact.title')} testId="account-contact">
      <Text size="sm" c="dimmed">
        {t('company.account.contact.text')}
      </Text>
      <PhoneChangeBox pending={data.phoneChange} current={data.phone} result={result} />
      {/* The key empties the password after a save (a new result). */}
      <Form method="post" noValidate onSubmit={onSubmit} key={mine?.ok ? `saved-${data.email}-${data.phone}` : 'form'}>
        <input type="hidden" name="intent" value="contact" />
        <Stack gap="sm" maw={480}>
          <TextInput name="email" type="email" label={t('profile.contact.email')} required autoComplete="email" dir="ltr" styles={ALIGN_BY_OWN_DIRECTION} defaultValue={typed?.email ?? data.email} error={errorOf('email')} />
          <PhoneField label={t('profile.contact.phone')} description={`${t('profile.contact.phoneHint')} · ${t('profile.contact.phoneChangeHint')}`} defaultValue={typed?.phone ?? data.phone} error={errorOf('phone')} />
          <PasswordField name="current_password" label={t('profile.contact.current_password')} description={t('profile.contact.passwordHint')} autoComplete="current-password" required={false} error={errorOf('current_password')} />
          <Group>
            <Button type="submit" loading={useBusy('contact')} data-testid="contact-save">
              {t('company.account.contact.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}

function PasswordCard({ hasPassword, result }: { hasPassword: boolean; result?: TCompanyAccountResult }) {
  const { t, locale, prefix } = useI18n();
  const { onSubmit, errorOf } = useClientValidation(ZChangePassword, changePasswordInput, locale, resultFor(result, 'password')?.errors);
  const busy = useBusy('password');
  return (
    <Card title={t('company.account.password.title')} testId="account-password">
      {hasPassword ? (
        // The key empties the fields after a change (a new result).
        <Form method="post" noValidate onSubmit={onSubmit} key={result?.intent === 'password' && result.ok ? 'changed' : 'form'}>
          <input type="hidden" name="intent" value="password" />
          <Stack gap="sm" maw={480}>
            <PasswordField name="current_password" label={t('company.account.password.current')} autoComplete="current-password" error={errorOf('current_password')} />
            <PasswordField name="password" label={t('company.account.password.new')} autoComplete="new-password" error={errorOf('password')} />
            <PasswordField name="password_confirmation" label={t('company.account.password.confirm')} autoComplete="new-password" error={errorOf('password_confirmation')} />
            <Text size="sm" c="dimmed">
              {t('company.account.password.hint')}
            </Text>
            <Group>
              <Button type="submit" variant="light" loading={busy} data-testid="password-save">
                {t('company.account.password.save')}
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : (
        <Text size="sm">
          {t('company.account.password.none')}{' '}
          <Anchor component={Link} to={withPrefix(prefix, '/forget-password')}>
            {t('company.account.password.forgot')}
          </Anchor>
        </Text>
      )}
    </Card>
  );
}

function MethodsCard({ data }: { data: TCompanyAccountData }) {
  const { t } = useI18n();
  const { methods } = data;
  return (
    <Card title={t('company.account.methods.title')} testId="account-methods">
      <List spacing="xs" listStyleType="none" p={0} m={0}>
        <List.Item data-testid="method-password">
          <Group gap="xs">
            <Text>{t('company.account.methods.password')}</Text>
            {!methods.has_password && (
              <Badge variant="light" color="gray" tt="none">
                {t('company.account.methods.noPassword')}
              </Badge>
            )}
          </Group>
        </List.Item>
        {methods.providers.map((link) => (
          <List.Item key={link.provider} data-testid={`method-${link.provider}`}>
            <Group gap="xs">
              <Text fw={600}>{t(`company.account.methods.${link.provider}`)}</Text>
              {link.email && (
                <Text size="sm" c="dimmed">
                  <bdi dir="ltr">{link.email}</bdi>
                </Text>
              )}
              {link.linked_at && (
                <Text size="sm" c="dimmed">
                  {t('company.account.methods.linked', { date: link.linked_at.slice(0, 10) })}
                </Text>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {methods.providers.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="methods-none">
          {t('company.account.methods.none')}
        </Text>
      )}
    </Card>
  );
}

/** A member who may not delete the company account (decision 148): whose it is, and where they leave the company instead. */
function LeaveCard() {
  const { t, prefix } = useI18n();
  return (
    <Card title={t('company.account.delete.title')} testId="account-delete-owners">
      <Text size="sm">
        {t('access.account.deleteOwners')}{' '}
        <Anchor component={Link} to={withPrefix(prefix, '/company-team')}>
          {t('page.company-team')}
        </Anchor>
        .
      </Text>
    </Card>
  );
}

function DeleteCard({ deletion, result }: { deletion: NonNullable<TCompanyAccountData['deletion']>; result?: TCompanyAccountResult }) {
  const { t, locale } = useI18n();
  const mine = resultFor(result, 'delete');
  const { onSubmit, errorOf } = useClientValidation(ZDeleteAccount, deleteCompanyInput, locale, mine?.errors);
  const blocked = deletion.payments_under_review > 0;
  return (
    <Card title={t('company.account.delete.title')} danger testId="account-delete">
      <Text size="sm">{t('company.account.delete.intro')}</Text>
      <List size="sm" spacing="xs" data-testid="delete-consequences">
        <List.Item data-testid="delete-jobs">{t('company.account.delete.jobs', { count: deletion.open_jobs })}</List.Item>
        <List.Item data-testid="delete-invoices">{t('company.account.delete.invoices', { count: deletion.invoices })}</List.Item>
        <List.Item>{t('company.account.delete.data')}</List.Item>
      </List>
      {blocked && (
        <Alert color="yellow" data-testid="delete-blocked">
          {t('company.account.delete.blocked')}
        </Alert>
      )}
      {mine && !mine.ok && !mine.errors && (
        <Alert color="red" role="alert" data-testid="delete-error">
          {mine.message}
        </Alert>
      )}
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="delete" />
        <Stack gap="sm" maw={420}>
          <PasswordField name="password" label={t('company.account.delete.password')} description={t('company.account.delete.passwordHint')} autoComplete="current-password" error={errorOf('password')} />
          <Group>
            <Button type="submit" color="red.9" loading={useBusy('delete')} disabled={blocked} data-testid="delete-submit">
              {t('company.account.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}

/** /company-account: the company's sign-in details, password, sign-in methods, mail preferences and account deletion. */
/** `linking`: the buttons that link another sign-in provider (the oauth feature's), shown under the methods. */
export function CompanyAccountPage({ data, result, linking }: { data: TCompanyAccountData; result?: TCompanyAccountResult; linking?: ReactNode }) {
  const { t } = useI18n();
  useActionToast(result);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Box>
          <Title order={1}>{t('page.company-account')}</Title>
          <Text c="dimmed">{t('company.account.subtitle')}</Text>
        </Box>
        <ContactCard data={data} result={result} />
        <PasswordCard hasPassword={data.methods.has_password} result={result} />
        <MethodsCard data={data} />
        {linking}
        <MailPreferencesCard messageMails={data.messageMails} />
        {data.deletion ? <DeleteCard deletion={data.deletion} result={result} /> : <LeaveCard />}
      </Stack>
    </Container>
  );
}
