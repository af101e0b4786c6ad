import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { phoneRun, type TMessageChannel, type TMessageChannels } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TAlertsResult } from './alerts.server.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** One channel's form: what it carries, its quiet hours, save or stop. */
function ChannelForm({ channel, phoneConfirmed, result }: { channel: TMessageChannel; phoneConfirmed: boolean; result?: TAlertsResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  const base = withPrefix(prefix, '/job-alerts');
  const failed = result && !result.ok && result.channel === channel.channel ? result : undefined;
  const hours = HOURS.map((label, hour) => ({ value: String(hour), label }));
  const busy = navigation.state === 'submitting' && navigation.formData?.get('channel') === channel.channel;
  return (
    <Form method="post" action={base} data-testid={`channel-${channel.channel}`} data-active={channel.active}>
      <input type="hidden" name="channel" value={channel.channel} />
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t(`alerts.channels.${channel.channel}`)}</Text>
          <Badge variant="light" color={channel.active ? 'green' : 'gray'} data-testid="channel-state">
            {t(channel.active ? 'alerts.channels.on' : 'alerts.channels.off')}
          </Badge>
        </Group>
        {channel.delivery === 'local' && (
          <Text size="xs" c="dimmed" data-testid="channel-local">
            {t('alerts.channels.local')}
          </Text>
        )}
        {channel.opted_out_via === 'stop_reply' && !channel.active && (
          <Text size="xs" c="dimmed">
            {t('alerts.channels.stoppedByReply')}
          </Text>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="alert" data-testid="channel-error">
            {failed.message}
            {!phoneConfirmed && (
              <>
                {' '}
                <Anchor component={Link} to={withPrefix(prefix, '/otp-code')} underline="always">
                  {t('alerts.channels.confirmPhone')}
                </Anchor>
              </>
            )}
          </Text>
        )}
        <Group gap="md">
          <Checkbox name="alerts" value="1" defaultChecked={channel.alerts} label={t('alerts.channels.alerts')} data-testid="channel-alerts" />
          <Checkbox name="news" value="1" defaultChecked={channel.news} label={t('alerts.channels.news')} data-testid="channel-news" />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <NativeSelect name="quiet_from" label={t('alerts.channels.quietFrom')} defaultValue={String(channel.quiet_from)} data={hours} dir="ltr" />
          <NativeSelect name="quiet_to" label={t('alerts.channels.quietTo')} defaultValue={String(channel.quiet_to)} data={hours} dir="ltr" />
        </SimpleGrid>
        <Group gap="xs" justify="flex-end">
          {channel.active && (
            <Button type="submit" name="intent" value="channel-stop" variant="subtle" color="red" size="xs" data-testid="channel-stop">
              {t('alerts.channels.stop')}
            </Button>
          )}
          <Button type="submit" name="intent" value="channel-save" size="xs" loading={busy} data-testid="channel-save">
            {t(channel.active ? 'alerts.channels.save' : 'alerts.channels.start')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** SMS and WhatsApp for alerts and application news (decision 140): to the account's confirmed phone, opt-in, quiet hours. */
export function ChannelsCard({ channels, result }: { channels: TMessageChannels; result?: TAlertsResult }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder className="pad-md-lg" data-testid="channels-card">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('alerts.channels.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('alerts.channels.intro', { phone: phoneRun(channels.phone) })}
          </Text>
          {!channels.phone_confirmed && (
            <Text size="sm" fw={600} data-testid="channels-unconfirmed">
              {t('alerts.channels.unconfirmed')}{' '}
              <Anchor component={Link} to={withPrefix(prefix, '/otp-code')} underline="always">
                {t('alerts.channels.confirmPhone')}
              </Anchor>
            </Text>
          )}
        </div>
        {channels.channels.map((channel) => (
          <ChannelForm key={channel.channel} channel={channel} phoneConfirmed={channels.phone_confirmed} result={result} />
        ))}
      </Stack>
    </Paper>
  );
}
