import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useLocation, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * The account's mail preferences (decision 029): whether unread messages and interview news are mailed. Shown on
 * each account type's account page; the form posts to /messages, which saves it and comes back here.
 */
export function MailPreferencesCard({ messageMails }: { messageMails: boolean }) {
  const { t, prefix } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const [wanted, setWanted] = useState(messageMails);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'mail-preferences';
  return (
    <Paper withBorder className="pad-md-xl" id="mail-preferences" data-testid="mail-preferences">
      <Form method="post" action={withPrefix(prefix, '/messages')}>
        <input type="hidden" name="intent" value="mail-preferences" />
        <input type="hidden" name="back" value={`${location.pathname}#mail-preferences`} />
        {/* An unchecked box sends nothing: this says the form was sent. */}
        <input type="hidden" name="message_mails_present" value="1" />
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('messages.prefs.title')}
          </Title>
          {/* A checkbox: Mantine's Switch puts a <div> inside its <label> (invalid HTML, issue 18). */}
          <Checkbox name="message_mails" size="md" label={t('messages.prefs.label')} checked={wanted} onChange={(event) => setWanted(event.currentTarget.checked)} data-testid="message-mails" />
          <Text size="sm" c="dimmed">
            {t('messages.prefs.hint')}
          </Text>
          <Group>
            <Button type="submit" variant="light" loading={saving} data-testid="mail-preferences-save">
              {t('messages.prefs.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
