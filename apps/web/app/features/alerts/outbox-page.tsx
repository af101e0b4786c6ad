import { Alert, Anchor, Badge, Button, Container, Group, NativeSelect, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { TOutboxMessage } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import type { TOutboxPage } from './outbox.server.ts';
import { purposeLabel } from './outbox-purpose.ts';
import './alerts.css';

const STATUS_COLOURS: Record<TOutboxMessage['status'], string> = { local: 'yellow', queued: 'blue', sent: 'green', failed: 'red' };

function dateTime(value: string, locale: 'ar' | 'en'): string {
  // The API wrote the time in the visitor's Timezone: show it as written (day and minutes), without shifting it again.
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5])));
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

function OpenMessage({ message }: { message: TOutboxMessage }) {
  const { t } = useI18n();
  return (
    <Paper withBorder className="pad-sm-md" data-testid="outbox-message">
      <Stack gap="sm">
        <Title order={2} size="h4" className="outbox-row-subject">
          <bdi dir="auto">{message.subject}</bdi>
        </Title>
        <Text size="sm" c="dimmed">
          {t('alerts.outbox.to')}: <bdi dir="ltr">{message.to_address}</bdi> · {purposeLabel(t, message.purpose)} · {message.locale}
        </Text>
        {message.last_error && (
          <Text size="sm" c="red.8">
            <bdi dir="ltr">{message.last_error}</bdi>
          </Text>
        )}
        {/* The mail's HTML, isolated: no scripts, no forms, no access to this page (an empty sandbox). */}
        <iframe className="outbox-frame" title={t('alerts.outbox.frameTitle')} sandbox="" srcDoc={message.html_body} referrerPolicy="no-referrer" data-testid="outbox-frame" />
        <details>
          <summary>{t('alerts.outbox.text')}</summary>
          <Text component="pre" size="sm" className="outbox-text" dir={message.locale === 'ar' ? 'rtl' : 'ltr'} data-testid="outbox-text">
            {message.text_body}
          </Text>
        </details>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/outbox: every e-mail the platform sent or, without SMTP, only kept here (clearly labelled), newest first.
 * `backLink`: the way back to the administration home, as on the other admin pages.
 */
export function OutboxPage({ page, backLink }: { page: TOutboxPage; backLink: ReactNode }) {
  const { t, locale } = useI18n();
  const { list } = page;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const href = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams();
    const next = { purpose: page.purpose || null, page: list.page > 1 ? list.page : null, open: page.openId, ...changes };
    for (const [key, value] of Object.entries(next)) if (value !== null && value !== '') params.set(key, String(value));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  const opened = list.items.find((item) => item.id === page.openId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          {backLink}
          <Title order={1}>{t('page.admin-outbox')}</Title>
        </div>
        {list.mode === 'local' ? (
          <Alert color="yellow" data-testid="outbox-local-banner">
            {t('alerts.outbox.local')}
          </Alert>
        ) : (
          <Text c="dimmed">{t('alerts.outbox.smtp')}</Text>
        )}
        <Form method="get" data-testid="outbox-filter">
          <Group align="flex-end" gap="sm">
            <NativeSelect
              name="purpose"
              label={t('alerts.outbox.purpose')}
              defaultValue={page.purpose}
              data={[{ value: '', label: t('alerts.outbox.allPurposes') }, ...list.purposes.map((p) => ({ value: p, label: purposeLabel(t, p) }))]}
              data-testid="outbox-purpose"
            />
            <Button type="submit" variant="default">
              {t('alerts.outbox.filter')}
            </Button>
            <Text size="sm" c="dimmed" ms="auto">
              {t('alerts.outbox.total', { count: list.total })}
            </Text>
          </Group>
        </Form>
        {opened && <OpenMessage message={opened} />}
        {list.items.length === 0 ? (
          <Paper withBorder p="lg" data-testid="outbox-empty">
            <Text>{t('alerts.outbox.empty')}</Text>
          </Paper>
        ) : (
          <Stack gap="xs" data-testid="outbox-list">
            {list.items.map((message) => (
              <Paper key={message.id} withBorder p="sm" data-testid={`outbox-item-${message.id}`} bg={message.id === page.openId ? 'gray.0' : undefined}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ flex: '1 1 16rem', minInlineSize: 0 }}>
                    <Anchor component={Link} to={href({ open: message.id })} fw={600} className="outbox-row-subject" data-testid="outbox-open">
                      <bdi dir="auto">{message.subject}</bdi>
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      <bdi dir="ltr">{message.to_address}</bdi> · {dateTime(message.created_at, locale)}
                    </Text>
                  </Stack>
                  <Group gap={6}>
                    <Badge variant="outline" color="gray" tt="none" data-purpose={message.purpose}>
                      {purposeLabel(t, message.purpose)}
                    </Badge>
                    <Badge variant="light" color={STATUS_COLOURS[message.status]} data-testid="outbox-status">
                      {t(`alerts.outbox.status.${message.status}`)}
                    </Badge>
                    {message.status !== 'local' && (
                      <Text size="xs" c="dimmed">
                        {t('alerts.outbox.attempts', { count: message.attempts })}
                      </Text>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={list.page}
              getItemProps={(value) => ({ component: Link, to: href({ page: value, open: null }) })}
              getControlProps={(control) => ({
                component: Link,
                to: href({ page: control === 'next' ? Math.min(pages, list.page + 1) : Math.max(1, list.page - 1), open: null }),
                'aria-label': control === 'next' ? t('alerts.outbox.next') : t('alerts.outbox.previous'),
              })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
