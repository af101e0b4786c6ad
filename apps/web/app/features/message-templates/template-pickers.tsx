import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Form } from 'react-router';
import type { TMessageTemplateKind } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import type { TComposerTemplates, TTemplateChoice } from './message-templates.server.ts';

/** The templates of some kinds as a select's options, by name. */
const optionsOf = (templates: TTemplateChoice[], kinds: readonly TMessageTemplateKind[]) => templates.filter((template) => kinds.includes(template.kind)).map((template) => ({ value: String(template.id), label: template.name }));

/**
 * The composer's template picker (decision 128): a GET form, so it works before the page's code has loaded; the page
 * answers with the template filled in for this conversation's job seeker, in their language, in the message box.
 * `keep`: the page's own parameters the form sends again (the message replied to; a new conversation's seeker and job).
 */
export function ComposerTemplatePicker({ templates, keep }: { templates: TComposerTemplates; keep: Record<string, number | null> }) {
  const { t } = useI18n();
  const options = optionsOf(templates.items, ['message', 'rejection']);
  if (options.length === 0) return null;
  return (
    <Form method="get" preventScrollReset data-testid="template-picker">
      {Object.entries(keep).map(([name, value]) => value !== null && <input key={name} type="hidden" name={name} value={value} />)}
      <Stack gap={4}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect name="template" label={t('templates.pick')} defaultValue={templates.filled ? String(templates.filled.id) : ''} data={[{ value: '', label: t('templates.pick.none') }, ...options]} miw="12rem" data-testid="template-pick" />
          <Button type="submit" variant="light" data-testid="template-use">
            {t('templates.pick.use')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('templates.pick.hint')}
        </Text>
      </Stack>
    </Form>
  );
}

/** The interview invitation's template: sent filled in with the interview's day and time (the API fills it in). */
export function InvitationTemplateSelect({ templates, defaultValue }: { templates: TComposerTemplates; defaultValue?: string }) {
  const { t } = useI18n();
  const options = optionsOf(templates.items, ['interview']);
  if (options.length === 0) return null;
  return <NativeSelect name="template_id" label={t('templates.pick')} description={t('templates.pick.invite')} defaultValue={defaultValue ?? ''} data={[{ value: '', label: t('templates.pick.none') }, ...options]} data-testid="invite-template" />;
}
