import { useState } from 'react';
import { Button, Group, List, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { APPLICATION_STAGES, PIPELINE_BULK_ACTIONS, PIPELINE_MESSAGE_MAX, PIPELINE_TAG_MAX, REJECTION_TEMPLATES, type TApplicant, type TMessageTemplate, type TPipelineBulkAction, type TRejectionTemplate } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import type { TBulkActionResult } from './pipeline.server.ts';

/** The form the applicants' checkboxes belong to (`form=` on each), wherever they stand on the page. */
export const BULK_FORM_ID = 'bulk-form';

const TEMPLATES = Object.keys(REJECTION_TEMPLATES) as TRejectionTemplate[];

/**
 * One action on the checked applicants (decision 111): move, reject with a message, message, tag. A rejection starts
 * from a template in both languages; each seeker is sent the one in their language. Without JavaScript every field
 * shows and the chosen action takes the ones it needs; with it, only the action's fields show. After the action, the
 * result of each applicant is listed by name.
 */
export function BulkBar({ applicants, formKey, result, templates = [] }: { applicants: TApplicant[]; formKey: string | null; result?: TBulkActionResult; templates?: TMessageTemplate[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [action, setAction] = useState<TPipelineBulkAction>('move');
  const [texts, setTexts] = useState<{ ar: string; en: string }>({ ...REJECTION_TEMPLATES.standard });
  // A company template (decision 128) is sent as saved: its texts show, and cannot be changed here.
  const [picked, setPicked] = useState<TMessageTemplate | null>(null);
  const ownFor = templates.filter((template) => (hydrated ? template.kind === (action === 'reject' ? 'rejection' : 'message') : template.kind !== 'interview'));
  const pick = (value: string) => {
    const own = templates.find((template) => String(template.id) === value) ?? null;
    setPicked(own);
    if (own) setTexts({ ar: own.body_ar, en: own.body_en });
    else if (value in REJECTION_TEMPLATES) setTexts({ ...REJECTION_TEMPLATES[value as TRejectionTemplate] });
  };
  const shows = (...actions: TPipelineBulkAction[]) => !hydrated || actions.includes(action);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'bulk';
  const nameOf = (id: number) => applicants.find((applicant) => applicant.id === id)?.name ?? t('pipeline.bulk.unknown', { id });
  const bulk = result?.intent === 'bulk' ? result : undefined;
  const fieldError = (field: string) => (bulk && !bulk.ok ? bulk.errors?.[field]?.[0] : undefined);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-title" data-testid="bulk-bar">
      <Form method="post" id={BULK_FORM_ID} preventScrollReset>
        <input type="hidden" name="intent" value="bulk" />
        <FormKeyField formKey={formKey} />
        <Stack gap="sm">
          <Title order={2} size="h4" id="bulk-title">
            {t('pipeline.bulk.title')}
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              name="action"
              label={t('pipeline.bulk.action')}
              value={action}
              onChange={(event) => {
                setAction(event.currentTarget.value as TPipelineBulkAction);
                if (picked) setTexts({ ...REJECTION_TEMPLATES.standard });
                setPicked(null);
              }}
              data={PIPELINE_BULK_ACTIONS.map((value) => ({ value, label: t(`pipeline.bulk.action.${value}`) }))}
              data-testid="bulk-action"
            />
            {shows('move') && (
              <NativeSelect
                name="stage"
                label={t('pipeline.bulk.stage')}
                data={APPLICATION_STAGES.filter((stage) => stage !== 'submitted').map((stage) => ({ value: stage, label: t(`enum.company_stage.${stage}`) }))}
                data-testid="bulk-stage"
              />
            )}
            {shows('tag') && <TextInput name="tag" label={t('pipeline.bulk.tag')} maxLength={PIPELINE_TAG_MAX} error={fieldError('tag')} data-testid="bulk-tag" />}
            {shows('reject', 'message') && (shows('reject') || ownFor.length > 0) && (
              <NativeSelect
                key={action}
                name="template"
                label={t('pipeline.bulk.template')}
                data={[
                  ...(shows('reject') ? TEMPLATES.map((value) => ({ value, label: t('templates.bulk.builtin', { name: t(`pipeline.bulk.template.${value}`) }) })) : [{ value: '', label: t('templates.pick.none') }]),
                  ...ownFor.map((template) => ({ value: String(template.id), label: t('templates.bulk.company', { name: template.name }) })),
                ]}
                onChange={(event) => pick(event.currentTarget.value)}
                data-testid="bulk-template"
              />
            )}
          </Group>
          {shows('reject', 'message') && (
            <>
              <Text size="sm" c="dimmed">
                {t(picked ? 'templates.bulk.companyHint' : 'pipeline.bulk.languages')}
              </Text>
              <Group gap="sm" align="flex-start" grow wrap="wrap">
                <Textarea name="message_ar" lang="ar" dir="rtl" label={t('pipeline.bulk.messageAr')} value={texts.ar} readOnly={picked !== null} onChange={(event) => setTexts({ ...texts, ar: event.currentTarget.value })} autosize minRows={3} maxLength={PIPELINE_MESSAGE_MAX} error={fieldError('message_ar')} data-testid="bulk-message-ar" miw="16rem" />
                <Textarea name="message_en" lang="en" dir="ltr" label={t('pipeline.bulk.messageEn')} value={texts.en} readOnly={picked !== null} onChange={(event) => setTexts({ ...texts, en: event.currentTarget.value })} autosize minRows={3} maxLength={PIPELINE_MESSAGE_MAX} error={fieldError('message_en')} data-testid="bulk-message-en" miw="16rem" />
              </Group>
            </>
          )}
          <Group gap="sm">
            <Button type="submit" loading={busy} data-testid="bulk-submit">
              {t('pipeline.bulk.submit')}
            </Button>
            {bulk && !bulk.bulk && (
              <Text size="sm" c="red.8" role="alert" data-testid="bulk-error">
                {bulk.message}
              </Text>
            )}
          </Group>
        </Stack>
      </Form>
      {bulk?.bulk && (
        <Stack gap={4} mt="md" role="status" data-testid="bulk-results">
          <Text fw={600}>{bulk.message}</Text>
          <Text size="sm" c="dimmed">
            {t('pipeline.bulk.results')}
          </Text>
          <List size="sm" spacing={2}>
            {bulk.bulk.results.map((item) => (
              <List.Item key={item.id} data-testid="bulk-result" data-ok={item.ok} c={item.ok ? undefined : 'red.8'}>
                <bdi>{nameOf(item.id)}</bdi>: {item.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Paper>
  );
}
