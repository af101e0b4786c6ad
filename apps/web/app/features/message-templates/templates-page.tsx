import { useState } from 'react';
import { Badge, Button, Code, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import {
  INTERVIEW_PLACEHOLDERS,
  MESSAGE_TEMPLATE_BODY_MAX,
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_NAME_MAX,
  MESSAGE_TEMPLATE_PLACEHOLDERS,
  renderTemplate,
  type TLocale,
  type TMessageTemplate,
  type TMessageTemplateKind,
  type TMessageTemplatePlaceholder,
} from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay } from '../../lib/format.ts';
import type { TTemplatesPage, TTemplatesResult } from './templates.server.ts';

/** What the previews fill a template with: an example in each language (the seeker's language decides, not the page's). */
const SAMPLES: Record<TLocale, Record<TMessageTemplatePlaceholder, string>> = {
  ar: { first_name: 'سارة', job_title: 'محاسب', company: 'منشأتك', interview_date: 'الأحد 6 ديسمبر 2026', interview_time: '10:00', member_name: 'اسمك' },
  en: { first_name: 'Sara', job_title: 'Accountant', company: 'Your company', interview_date: 'Sunday 6 December 2026', interview_time: '10:00', member_name: 'Your name' },
};

const failureFor = (result: TTemplatesResult | undefined, intent: string, id?: number) => (result && !result.ok && result.intent === intent && (id === undefined || result.id === id) ? result : null);

/** A template in both languages as job seekers would read it, with example values. */
function TemplatePreview({ texts }: { texts: { ar: string; en: string } }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="template-preview">
      {(['ar', 'en'] as const).map((lang) => (
        <Paper key={lang} withBorder p="sm" bg="gray.0">
          <Text size="xs" c="dimmed" mb={4}>
            {t(lang === 'ar' ? 'templates.previewAr' : 'templates.previewEn')}
          </Text>
          <Text size="sm" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`template-preview-${lang}`}>
            {renderTemplate(texts[lang], SAMPLES[lang])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The placeholders and what each becomes. */
function Placeholders() {
  const { t } = useI18n();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="placeholders-title">
      <Title order={2} size="h4" id="placeholders-title" mb={4}>
        {t('templates.placeholders')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('templates.placeholders.hint')}
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {MESSAGE_TEMPLATE_PLACEHOLDERS.map((name) => (
          <Group component="li" key={name} gap="xs" wrap="wrap">
            <Code dir="ltr">{`{{${name}}}`}</Code>
            <Text size="sm">{t(`templates.placeholder.${name}`)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The fields of a template with its preview as it is typed: the new one's form and each one's edit form. */
function TemplateForm({ template, result }: { template?: TMessageTemplate; result?: TTemplatesResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const intent = template ? 'update' : 'create';
  const failed = failureFor(result, intent, template?.id);
  const typed = (field: string, fallback = '') => {
    const value = failed?.values?.[field];
    return typeof value === 'string' ? value : fallback;
  };
  const [kind, setKind] = useState<TMessageTemplateKind>((typed('kind', template?.kind ?? 'message') as TMessageTemplateKind) || 'message');
  const [texts, setTexts] = useState({ ar: typed('body_ar', template?.body_ar), en: typed('body_en', template?.body_en) });
  const error = (field: string) => failed?.errors?.[field]?.[0];
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === String(template?.id ?? '');
  const hint = MESSAGE_TEMPLATE_PLACEHOLDERS.filter((name) => kind === 'interview' || !INTERVIEW_PLACEHOLDERS.includes(name))
    .map((name) => `{{${name}}}`)
    .join(' ');
  return (
    <Form method="post" noValidate data-testid={template ? 'template-edit-form' : 'template-form'}>
      <input type="hidden" name="intent" value={intent} />
      {template && <input type="hidden" name="id" value={template.id} />}
      <Stack gap="sm">
        {failed && !failed.errors && (
          <Text c="red.8" size="sm" role="alert">
            {failed.message}
          </Text>
        )}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput name="name" label={t('templates.name')} required maxLength={MESSAGE_TEMPLATE_NAME_MAX} defaultValue={typed('name', template?.name)} error={error('name')} miw="14rem" dir="auto" data-testid="template-name" />
          <NativeSelect
            name="kind"
            label={t('templates.kind')}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as TMessageTemplateKind)}
            data={MESSAGE_TEMPLATE_KINDS.map((value) => ({ value, label: t(`templates.kind.${value}`) }))}
            miw="12rem"
            data-testid="template-kind"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea name="body_ar" lang="ar" dir="rtl" label={t('templates.bodyAr')} description={<bdi dir="ltr">{hint}</bdi>} required autosize minRows={4} maxLength={MESSAGE_TEMPLATE_BODY_MAX} value={texts.ar} onChange={(event) => setTexts({ ...texts, ar: event.currentTarget.value })} error={error('body_ar')} data-testid="template-body-ar" />
          <Textarea name="body_en" lang="en" dir="ltr" label={t('templates.bodyEn')} description={<bdi dir="ltr">{hint}</bdi>} required autosize minRows={4} maxLength={MESSAGE_TEMPLATE_BODY_MAX} value={texts.en} onChange={(event) => setTexts({ ...texts, en: event.currentTarget.value })} error={error('body_en')} data-testid="template-body-en" />
        </SimpleGrid>
        {(texts.ar || texts.en) && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('templates.preview')}
            </Text>
            <TemplatePreview texts={texts} />
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={busy} data-testid={template ? 'template-save' : 'template-add'}>
            {t(template ? 'templates.save' : 'templates.add')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function TemplateItem({ template, result }: { template: TMessageTemplate; result?: TTemplatesResult }) {
  const { t, locale } = useI18n();
  const editFailed = failureFor(result, 'update', template.id);
  return (
    <Paper withBorder p="md" component="article" data-testid="template-item" data-name={template.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700}>
            <bdi>{template.name}</bdi>
          </Text>
          <Badge variant="light">{t(`templates.kind.${template.kind}`)}</Badge>
        </Group>
        <TemplatePreview texts={{ ar: template.body_ar, en: template.body_en }} />
        {template.updated_by && (
          <Text size="xs" c="dimmed">
            {t('templates.changed', { name: template.updated_by.name, date: formatDay(template.updated_at, locale)?.gregorian ?? '' })}
          </Text>
        )}
        <details open={editFailed ? true : undefined}>
          <summary data-testid="template-edit">{t('templates.edit')}</summary>
          <Stack pt="sm">
            <TemplateForm template={template} result={result} />
          </Stack>
        </details>
        <details>
          <summary data-testid="template-delete">{t('templates.delete')}</summary>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={template.id} />
            <Stack gap="xs" pt="xs">
              <Text size="sm">{t('templates.delete.confirm', { name: template.name })}</Text>
              <Group>
                <Button type="submit" size="xs" color="red" data-testid="template-delete-yes">
                  {t('templates.delete.yes')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </details>
      </Stack>
    </Paper>
  );
}

/** /company-templates: write, read, change and delete the company's templates, previewed in both languages. */
export function TemplatesPage({ page, result }: { page: TTemplatesPage; result?: TTemplatesResult }) {
  const { t } = useI18n();
  useActionToast(result);
  const { items, max } = page.templates;
  return (
    <PageShell titleKey="page.company-templates">
      <Text>{t('templates.intro')}</Text>
      <Placeholders />
      <Paper withBorder p="md" component="section" aria-labelledby="template-new-title">
        <Title order={2} size="h4" id="template-new-title" mb="sm">
          {t('templates.new')}
        </Title>
        <TemplateForm key={items.length} result={result} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="templates-title">
        <Title order={2} size="h4" id="templates-title">
          {t('templates.list', { count: items.length, max })}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{t('templates.none')}</Text>
        ) : (
          items.map((template) => <TemplateItem key={`${template.id}-${template.updated_at}`} template={template} result={result} />)
        )}
      </Stack>
    </PageShell>
  );
}
