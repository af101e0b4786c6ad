import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TConversationList, TConversationSummary } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { messageMoment } from './format.ts';

function Preview({ item }: { item: TConversationSummary }) {
  const { t } = useI18n();
  const last = item.last_message;
  if (!last) return null;
  const what = last.removed
    ? t('messages.thread.removed')
    : last.msg_type === 'file'
      ? t('messages.list.file')
      : last.msg_type === 'interview'
        ? t('messages.list.interview')
        : (last.text ?? '');
  return (
    <Text size="sm" c="dimmed" lineClamp={1} data-testid="conversation-preview">
      {last.from_me && t('messages.list.you')}
      <bdi>{what}</bdi>
    </Text>
  );
}

/** The caller's conversations, the latest first, each with its unread count; the open one marked. */
export function ConversationList({ list, activeId, viewer }: { list: TConversationList; activeId: number | null; viewer: 'USER' | 'COMPANY' }) {
  const { t, prefix, locale } = useI18n();
  if (list.items.length === 0) {
    return (
      <Paper withBorder p="lg" data-testid="conversations-empty">
        <Stack gap="sm">
          <Text>{t(viewer === 'USER' ? 'messages.list.emptyUser' : 'messages.list.emptyCompany')}</Text>
          <Anchor component={Link} to={withPrefix(prefix, viewer === 'USER' ? '/find-jobs' : '/company-jobs')} fw={600}>
            {t(viewer === 'USER' ? 'messages.list.findJobs' : 'messages.list.toJobs')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  const pages = Math.ceil(list.total / list.page_size);
  return (
    <nav aria-label={t('messages.list.title')}>
      <Stack gap={6} component="ul" className="conversation-list" data-testid="conversations">
        {list.items.map((item) => {
          const when = messageMoment(item.updated_at, locale);
          return (
            <li key={item.id}>
              <Link
                to={withPrefix(prefix, `/messages/${item.id}`)}
                className="conversation-item"
                aria-current={item.id === activeId ? 'page' : undefined}
                data-testid="conversation"
                data-conversation-id={item.id}
                data-unread={item.unread}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={item.unread > 0 ? 700 : 600} truncate>
                    <bdi>{item.counterpart.name}</bdi>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {item.blocked && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('messages.list.blocked')}
                      </Badge>
                    )}
                    {item.unread > 0 && (
                      <Badge size="sm" color="red" circle={item.unread < 10} role="img" aria-label={t('messages.list.unread', { count: item.unread })} data-testid="conversation-unread">
                        {formatInteger(item.unread, locale)}
                      </Badge>
                    )}
                  </Group>
                </Group>
                {item.job && (
                  <Text size="xs" c="dimmed" truncate>
                    {t('messages.list.about', { job: item.job.title })}
                  </Text>
                )}
                <Preview item={item} />
                <Text size="xs" c="dimmed">
                  <time dateTime={item.updated_at}>
                    {when.day} · <bdi dir="ltr">{when.time}</bdi>
                  </time>
                </Text>
              </Link>
            </li>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Group justify="center" mt="sm">
          {list.page < pages && (
            <Button component={Link} to={withPrefix(prefix, `/messages?page=${list.page + 1}`)} variant="default" size="xs">
              {t('messages.list.more')}
            </Button>
          )}
        </Group>
      )}
    </nav>
  );
}
