import { useState, type ReactNode } from 'react';
import { PasswordField } from '../../../components/plain.tsx';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { COMPANY_VIEW_FIELDS, ZDeleteAccount, type TCompanyView } from '@tawzeef/contract';
import { useActionToast } from '../../../lib/app-effects.ts';
import { useClientValidation } from '../../../lib/forms.ts';
import { useI18n } from '../../../i18n/index.ts';
import { deleteAccountInput } from './forms.ts';
import type { TSectionResult } from './section-form.tsx';

function Panel({ title, danger = false, children, testId }: { title: string; danger?: boolean; children: ReactNode; testId: string }) {
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

function VisibilityPanel({ isVisible }: { isVisible: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [visible, setVisible] = useState(isVisible);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'visibility';
  return (
    <Panel title={t('profile.privacy.visibility.title')} testId="privacy-visibility">
      <Form method="post">
        <input type="hidden" name="intent" value="visibility" />
        <Stack gap="sm">
          {/* A checkbox: Mantine's Switch puts a <div> inside its <label> (invalid HTML, issue 18). */}
          <Checkbox
            name="is_visible"
            size="md"
            label={t('profile.privacy.visibility.label')}
            checked={visible}
            onChange={(event) => setVisible(event.currentTarget.checked)}
            data-testid="visibility-switch"
          />
          <Text size="sm" c="dimmed" data-testid="visibility-state">
            {t(visible ? 'profile.privacy.visibility.visible' : 'profile.privacy.visibility.hidden')}
          </Text>
          <Group>
            <Button type="submit" variant="light" loading={saving} data-testid="visibility-save">
              {t('profile.privacy.visibility.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Panel>
  );
}

/**
 * What companies see of the seeker's personal details (decision 086), one box each, all unticked until the seeker
 * ticks them; below, the CV exactly as a company reads it (the API's preview, rendered by the route).
 */
function CompanyViewPanel({ shown, preview }: { shown: TCompanyView; preview: ReactNode }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'company-view';
  return (
    <Panel title={t('profile.privacy.companyView.title')} testId="privacy-company-view">
      <Text size="sm">{t('profile.privacy.companyView.text')}</Text>
      <Form method="post">
        <input type="hidden" name="intent" value="company-view" />
        <Stack gap="sm">
          <Group gap="md">
            {COMPANY_VIEW_FIELDS.map((field) => (
              <Checkbox key={field} name={field} label={t(`profile.privacy.companyView.${field}`)} defaultChecked={shown[field]} data-testid={`company-view-${field}`} />
            ))}
          </Group>
          <Group>
            <Button type="submit" variant="light" loading={saving} data-testid="company-view-save">
              {t('profile.privacy.companyView.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
      <Stack gap="xs" data-testid="company-view-preview">
        <Title order={3} size="h4">
          {t('profile.privacy.companyView.previewTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.privacy.companyView.previewHint')}
        </Text>
        {preview}
      </Stack>
    </Panel>
  );
}

function ExportPanel() {
  const { t } = useI18n();
  return (
    <Panel title={t('profile.privacy.export.title')} testId="privacy-export">
      <Text size="sm">{t('profile.privacy.export.text')}</Text>
      {/* A document post: the browser saves the attachment and stays on the page. */}
      <Group gap="sm" wrap="wrap">
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="export" />
          <input type="hidden" name="format" value="html" />
          <Button type="submit" variant="default" data-testid="export-html-submit">
            {t('profile.privacy.export.submitHtml')}
          </Button>
        </Form>
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="export" />
          <Button type="submit" variant="subtle" data-testid="export-submit">
            {t('profile.privacy.export.submit')}
          </Button>
        </Form>
      </Group>
    </Panel>
  );
}

function DeletePanel({ result }: { result?: TSectionResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(ZDeleteAccount, deleteAccountInput, locale, result?.intent === 'delete' ? result.errors : undefined);
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  return (
    <Panel title={t('profile.privacy.delete.title')} danger testId="privacy-delete">
      <Text size="sm">{t('profile.privacy.delete.text')}</Text>
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="delete" />
        <Stack gap="sm" maw={420}>
          <PasswordField
            name="password"
            label={t('profile.privacy.delete.password')}
            description={t('profile.privacy.delete.passwordHint')}
            autoComplete="current-password"
            error={errorOf('password')}
          />
          <Group>
            <Button type="submit" color="red.9" loading={deleting} data-testid="delete-submit">
              {t('profile.privacy.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Panel>
  );
}

/** /profile/privacy: whether companies find the CV, what they see of it, a copy of the data, and deleting the account. */
export function PrivacyPage({ isVisible, shown, preview, result }: { isVisible: boolean; shown: TCompanyView; preview: ReactNode; result?: TSectionResult }) {
  const { t } = useI18n();
  useActionToast(result);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('profile.privacy.title')}
        </Title>
        <Text c="dimmed">{t('profile.privacy.subtitle')}</Text>
      </div>
      <VisibilityPanel isVisible={isVisible} />
      <CompanyViewPanel shown={shown} preview={preview} />
      <ExportPanel />
      <DeletePanel result={result} />
    </Stack>
  );
}
