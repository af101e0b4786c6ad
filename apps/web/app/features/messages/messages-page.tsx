import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useLocation, useRevalidator } from 'react-router';
import { useMessageEvents, type TMessageEvent } from './message-events.ts';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { ConversationList } from './conversation-list.tsx';
import { NewConversationForm } from './forms.tsx';
import type { TMessagesPage, TMessagesResult } from './messages.server.ts';
import { Thread } from './thread.tsx';
import './messages.css';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * New messages without a reload (decision 029): the page listens to the message events and reloads its data when
 * one arrives (the open conversation is read again, so its count drops); a polite live region says so.
 */
function useLiveMessages(page: TMessagesPage) {
  const revalidator = useRevalidator();
  const [announce, setAnnounce] = useState('');
  const { t } = useI18n();
  const pending = useRef(false);
  const onEvent = useCallback(
    (event: TMessageEvent) => {
      if (event.type !== 'message') return;
      pending.current = true;
      if (revalidator.state === 'idle') {
        pending.current = false;
        void revalidator.revalidate();
      }
      if (!event.from_me && event.conversation_id === page.thread?.conversation.id) setAnnounce(t('messages.thread.live'));
    },
    [revalidator, page.thread?.conversation.id, t],
  );
  useMessageEvents(page.eventsUrl, onEvent, { now: true });
  // An event that came while a reload ran is taken by another one.
  useEffect(() => {
    if (revalidator.state === 'idle' && pending.current) {
      pending.current = false;
      void revalidator.revalidate();
    }
  }, [revalidator]);
  return announce;
}

/** The newest message in sight when it is the reader's or came while they were at the bottom. */
function useFollowLatest(count: number) {
  const seen = useRef(count);
  useEffect(() => {
    if (count <= seen.current) {
      seen.current = count;
      return;
    }
    seen.current = count;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 400;
    if (atBottom) document.getElementById('composer')?.scrollIntoView({ block: 'end' });
  }, [count]);
}

/** /messages: the conversation list and, beside it (on a phone: instead of it), one conversation or a new one. */
export function MessagesPage({ page, result }: { page: TMessagesPage; result?: TMessagesResult }) {
  const { t, prefix } = useI18n();
  const location = useLocation();
  useActionToast(result && !result.ok ? result : undefined);
  const announce = useLiveMessages(page);
  useFollowLatest(page.thread?.messages.length ?? 0);
  const search = new URLSearchParams(location.search);
  const activeId = page.thread?.conversation.id ?? null;
  const showsDetail = page.thread !== null || page.newConversation !== null || page.missing !== null;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{t('page.messages')}</Title>
          <Anchor component={Link} to={withPrefix(prefix, page.viewer === 'USER' ? '/profile/privacy#mail-preferences' : '/company-profile#mail-preferences')} size="sm" data-testid="mail-preferences-link">
            {t('messages.prefs.manage')}
          </Anchor>
        </Group>
        <div className="messages-layout" data-detail={showsDetail}>
          <aside className="messages-list-pane" aria-label={t('messages.list.title')}>
            <ConversationList list={page.list} activeId={activeId} viewer={page.viewer} />
          </aside>
          <section className="messages-thread-pane" aria-live="off">
            <Paper withBorder className="pad-sm-lg">
              {page.thread ? (
                <Thread
                  thread={page.thread}
                  viewer={page.viewer}
                  result={result}
                  before={page.before}
                  replyId={positive(search.get('reply'))}
                  invite={{ open: search.get('invite') === '1', date: search.get('date') ?? undefined, time: search.get('time') ?? undefined }}
                />
              ) : page.newConversation ? (
                <NewConversationForm target={page.newConversation} result={result} cancelTo={withPrefix(prefix, '/messages')} />
              ) : page.missing ? (
                <Stack gap="sm" data-testid="thread-missing">
                  <Text>{t(page.missing === 'recipient' ? 'messages.new.unreachable' : 'messages.thread.missing')}</Text>
                  <Anchor component={Link} to={withPrefix(prefix, '/messages')}>
                    {t('messages.thread.back')}
                  </Anchor>
                </Stack>
              ) : (
                <Text c="dimmed" data-testid="thread-choose">
                  {t('messages.thread.choose')}
                </Text>
              )}
            </Paper>
          </section>
        </div>
        <VisuallyHidden role="status" aria-live="polite">
          {announce}
        </VisuallyHidden>
      </Stack>
    </Container>
  );
}
