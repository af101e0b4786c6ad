import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TMessage, TThread } from '@tawzeef/contract';
import { MessageText } from './message-text.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { interviewDay, messageMoment } from './format.ts';
import { BlockForm, Composer, InviteForm, ReportForm, RespondForms } from './forms.tsx';
import type { TMessagesResult } from './messages.server.ts';

// Theme colours whose light text keeps 4.5:1 (axe, issue 18; app.css).
const STATUS_COLOR = { pending: 'warning', accepted: 'success', declined: 'red', proposed: 'blue' } as const;

function InvitationCard({ message, conversationId, viewer, result }: { message: TMessage; conversationId: number; viewer: 'USER' | 'COMPANY'; result?: TMessagesResult }) {
  const { t, locale, prefix } = useI18n();
  const invitation = message.invitation!;
  const day = interviewDay(invitation.date, locale);
  const proposed = invitation.proposed ? interviewDay(invitation.proposed.date, locale) : null;
  const base = withPrefix(prefix, `/messages/${conversationId}`);
  return (
    <Stack gap={6} className="invitation-card" data-testid="invitation" data-status={invitation.status}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('messages.invitation.title')}</Text>
        <Badge color={STATUS_COLOR[invitation.status]} variant="light" data-testid="invitation-status">
          {t(`messages.invitation.status.${invitation.status}`)}
        </Badge>
      </Group>
      <Text size="sm" data-testid="invitation-when">
        {t('messages.invitation.when', { day: day.gregorian, time: invitation.time, minutes: invitation.duration_minutes })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="invitation-hijri">
        {t('messages.invitation.hijri', { date: day.hijri })}
      </Text>
      {invitation.location && (
        <Text size="sm">
          {t('messages.invitation.place', { place: '' })}
          <bdi>{invitation.location}</bdi>
        </Text>
      )}
      {invitation.video_url && (
        <Anchor href={invitation.video_url} target="_blank" rel="noopener nofollow noreferrer" size="sm" data-testid="invitation-video">
          {t('messages.invitation.video')}
        </Anchor>
      )}
      {invitation.note && <MessageText text={invitation.note} className="invitation-note" />}
      {proposed && invitation.proposed && (
        <Text size="sm" fw={600} data-testid="invitation-proposed">
          {t('messages.invitation.proposedTime', { day: `${proposed.gregorian} (${proposed.hijri})`, time: invitation.proposed.time })}
        </Text>
      )}
      {invitation.response_note && (
        <Text size="sm" c="dimmed">
          {t('messages.invitation.responseNote', { note: '' })}
          <bdi>{invitation.response_note}</bdi>
        </Text>
      )}
      <Group gap="sm">
        <Anchor href={withPrefix(prefix, `/messages/${conversationId}/calendar/${message.id}`)} size="sm" download data-testid="invitation-calendar">
          {t('messages.invitation.calendar')}
        </Anchor>
        {viewer === 'COMPANY' && invitation.proposed && (
          <Anchor component={Link} to={`${base}?invite=1&date=${invitation.proposed.date}&time=${invitation.proposed.time}#invite`} size="sm">
            {t('messages.invitation.inviteAgain')}
          </Anchor>
        )}
      </Group>
      {viewer === 'USER' && !message.from_me && invitation.status === 'pending' && <RespondForms messageId={message.id} result={result} />}
    </Stack>
  );
}

function Bubble({ message, thread, viewer, result, replyTo }: { message: TMessage; thread: TThread; viewer: 'USER' | 'COMPANY'; result?: TMessagesResult; replyTo: (id: number) => string }) {
  const { t, locale, prefix } = useI18n();
  const id = thread.conversation.id;
  const when = messageMoment(message.created_at, locale);
  return (
    <li id={`message-${message.id}`} className="message" data-from-me={message.from_me} data-testid="message" data-message-id={message.id} data-type={message.msg_type}>
      {message.sender_name && (
        // The member of the company's team who wrote it (decision 125): the seeker reads the company beside the name.
        <Text size="xs" c="dimmed" className="message-sender" data-testid="message-sender">
          <bdi>{viewer === 'USER' ? t('messages.thread.sender', { member: message.sender_name, company: thread.conversation.counterpart.name }) : message.sender_name}</bdi>
        </Text>
      )}
      <Paper className="message-bubble" p="sm" radius="md" withBorder={!message.from_me}>
        <Stack gap={6}>
          {message.reply_excerpt && (
            <Text size="xs" className="message-quote" lineClamp={2}>
              {t('messages.thread.inReplyTo')}:{' '}
              <bdi>
                {message.reply_excerpt.removed
                  ? t('messages.thread.removed')
                  : (message.reply_excerpt.text ?? t(message.reply_excerpt.msg_type === 'file' ? 'messages.list.file' : 'messages.list.interview'))}
              </bdi>
            </Text>
          )}
          {message.removed && (
            <Text size="sm" c="dimmed" fs="italic" data-testid="message-removed">
              {t('messages.thread.removed')}
            </Text>
          )}
          {message.body && <MessageText text={message.body} className="message-body" />}
          {message.msg_type === 'file' && !message.removed &&
            (message.file ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  <bdi>{message.file.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(message.file.size, locale)}
                </Text>
                <Button component="a" href={withPrefix(prefix, `/messages/${id}/files/${message.id}`)} size="compact-xs" variant="light" data-testid="message-file">
                  {t('messages.thread.download')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('messages.thread.fileRemoved')}
              </Text>
            ))}
          {message.invitation && <InvitationCard message={message} conversationId={id} viewer={viewer} result={result} />}
        </Stack>
      </Paper>
      <Group gap="sm" className="message-meta">
        <Text size="xs" c="dimmed">
          <time dateTime={message.created_at}>
            {when.day} · <bdi dir="ltr">{when.time}</bdi>
          </time>
          {message.from_me && ` · ${t(message.read_at ? 'messages.thread.read' : 'messages.thread.sent')}`}
        </Text>
        {thread.conversation.can_send && (
          <Anchor component={Link} to={replyTo(message.id)} size="xs" preventScrollReset data-testid="message-reply">
            {t('messages.thread.reply')}
          </Anchor>
        )}
        {viewer === 'USER' && !message.from_me && !message.removed && (message.reported ? <Badge size="xs" color="gray" variant="light">{t('messages.thread.reported')}</Badge> : <ReportForm messageId={message.id} result={result} />)}
      </Group>
    </li>
  );
}

export interface TThreadProps {
  thread: TThread;
  viewer: 'USER' | 'COMPANY';
  result?: TMessagesResult;
  before: number | null;
  replyId: number | null;
  invite: { open: boolean; date?: string; time?: string };
}

/** One conversation: who it is with, its messages (oldest first), and what the reader may do. */
export function Thread({ thread, viewer, result, before, replyId, invite }: TThreadProps) {
  const { t, prefix } = useI18n();
  const { conversation, messages } = thread;
  const base = withPrefix(prefix, `/messages/${conversation.id}`);
  const counterpart = conversation.counterpart;
  const profileTo =
    counterpart.kind === 'seeker'
      ? withPrefix(prefix, `/employee-profile?id=${counterpart.id}&back=${encodeURIComponent(`/messages/${conversation.id}`)}`)
      : withPrefix(prefix, `/company-profile/${counterpart.id}`);
  const reply = replyId ? (messages.find((message) => message.id === replyId) ?? null) : null;
  return (
    <Stack gap="md" data-testid="thread" data-conversation-id={conversation.id}>
      <Group justify="space-between" align="flex-start" gap="sm" className="thread-head">
        <Stack gap={2}>
          <Anchor component={Link} to={withPrefix(prefix, '/messages')} size="sm" className="thread-back" data-testid="thread-back">
            {t('messages.thread.back')}
          </Anchor>
          <Text component="h2" fw={700} size="xl" data-testid="thread-name">
            <bdi>{counterpart.name}</bdi>
          </Text>
          {conversation.job && (
            <Text size="sm" c="dimmed">
              {t('messages.list.about', { job: conversation.job.title })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" align="center">
          <Button component={Link} to={profileTo} size="xs" variant="default">
            {t(counterpart.kind === 'seeker' ? 'messages.thread.profile' : 'messages.thread.companyPage')}
          </Button>
          {viewer === 'USER' && <BlockForm blocked={conversation.blocked} />}
        </Group>
      </Group>

      {thread.has_more && messages[0] && (
        <Group justify="center">
          <Button component={Link} to={`${base}?before=${messages[0].id}`} variant="default" size="xs" data-testid="thread-older">
            {t('messages.thread.older')}
          </Button>
        </Group>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">{t('messages.thread.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" className="message-list" data-testid="messages">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} thread={thread} viewer={viewer} result={result} replyTo={(id) => `${base}?reply=${id}#composer`} />
          ))}
        </Stack>
      )}
      {before && (
        <Group justify="center">
          <Button component={Link} to={base} variant="default" size="xs">
            {t('messages.thread.newer')}
          </Button>
        </Group>
      )}

      {conversation.can_send ? (
        <Stack gap="sm">
          {/* The composer starts empty again after each message of the reader's own (its key; not a colleague's). */}
          <Composer key={messages.filter((message) => message.by_me).length} result={result} reply={reply} cancelReplyTo={`${base}#composer`} />
          {viewer === 'COMPANY' && <InviteForm key={messages.filter((message) => message.msg_type === 'interview').length} result={result} prefill={invite} open={invite.open} />}
        </Stack>
      ) : (
        <Alert color="gray" variant="light" id="composer" data-testid="thread-blocked">
          {t(viewer === 'COMPANY' ? 'messages.thread.blockedCompany' : 'messages.thread.blockedSeeker')}
        </Alert>
      )}
    </Stack>
  );
}
