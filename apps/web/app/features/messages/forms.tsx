import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { INVITATION_DURATIONS, MESSAGE_BODY_MAX, REPORT_REASONS, type TMessage } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { acceptOf } from '../../lib/file-rules.ts';
import { formatInteger } from '../../lib/format.ts';
import { IDEMPOTENCY_FIELD } from '../../lib/form-data.ts';
import type { TMessagesPage, TMessagesResult } from './messages.server.ts';
import { ComposerTemplatePicker, InvitationTemplateSelect } from '../message-templates/index.ts';

/** The page's Idempotency-Key for the forms that write (decision 093): a double click or a retry after an error writes once. */
function FormKey() {
  const { formKey } = useLoaderData<TMessagesPage>();
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />;
}

/** The first error of a field when the failed form is this one. */
function errorOf(result: TMessagesResult | undefined, intent: string, field: string, messageId?: number): string | undefined {
  if (!result || result.ok || result.intent !== intent) return undefined;
  if (messageId !== undefined && result.messageId !== messageId) return undefined;
  return result.errors?.[field]?.[0];
}
function typed(result: TMessagesResult | undefined, intent: string, field: string): string | undefined {
  if (!result || result.ok || result.intent !== intent) return undefined;
  const value = result.values?.[field];
  return typeof value === 'string' ? value : undefined;
}
const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;

/** A message box with its length shown as it is typed. */
function BodyField({ result, intent, autoFocus = false, initial }: { result?: TMessagesResult; intent: string; autoFocus?: boolean; initial?: string }) {
  const { t, locale } = useI18n();
  const [length, setLength] = useState((typed(result, intent, 'body') ?? initial)?.length ?? 0);
  return (
    <Textarea
      name="body"
      label={t('messages.composer.label')}
      placeholder={t('messages.composer.placeholder')}
      autosize
      minRows={2}
      maxRows={10}
      maxLength={MESSAGE_BODY_MAX}
      required
      autoFocus={autoFocus}
      defaultValue={typed(result, intent, 'body') ?? initial}
      error={errorOf(result, intent, 'body')}
      onChange={(event) => setLength(event.currentTarget.value.length)}
      description={t('messages.composer.count', { count: formatInteger(length, locale) ?? '', max: formatInteger(MESSAGE_BODY_MAX, locale) ?? '' })}
      dir="auto"
      data-testid="composer-body"
    />
  );
}

/** Write a text message, maybe as a reply (`?reply=` on the page), and send a file. */
export function Composer({ result, reply, cancelReplyTo }: { result?: TMessagesResult; reply: TMessage | null; cancelReplyTo: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { templates } = useLoaderData<TMessagesPage>();
  const replyText = reply ? (reply.body ?? (reply.msg_type === 'file' ? (reply.file?.name ?? t('messages.list.file')) : t('messages.list.interview'))) : '';
  return (
    <Stack gap="sm" id="composer" className="composer">
      {reply && (
        <Group gap="xs" className="composer-reply" data-testid="composer-reply">
          <Text size="sm" lineClamp={1} style={{ flex: 1 }}>
            {t('messages.thread.replyingTo', { text: replyText.slice(0, 140) })}
          </Text>
          <Anchor component={Link} to={cancelReplyTo} size="sm" replace preventScrollReset>
            {t('messages.new.cancel')}
          </Anchor>
        </Group>
      )}
      {templates && <ComposerTemplatePicker templates={templates} keep={{ reply: reply?.id ?? null }} />}
      <Form method="post" noValidate data-testid="composer">
        <input type="hidden" name="intent" value="send" />
        <FormKey />
        {reply && <input type="hidden" name="reply" value={reply.id} />}
        <Stack gap="xs">
          <BodyField result={result} intent="send" initial={templates?.filled?.body} key={templates?.filled?.id ?? 'typed'} />
          <Group justify="flex-end">
            <Button type="submit" loading={busyWith(navigation, 'send')} data-testid="composer-send">
              {t('messages.composer.send')}
            </Button>
          </Group>
        </Stack>
      </Form>
      <details className="messages-details" open={result?.intent === 'file' && !result.ok}>
        <summary>{t('messages.composer.attach')}</summary>
        <Form method="post" noValidate encType="multipart/form-data" data-testid="file-form">
          <input type="hidden" name="intent" value="file" />
          <FormKey />
          {reply && <input type="hidden" name="reply" value={reply.id} />}
          <Stack gap="xs" pt="xs">
            <FileInput name="file" label={t('messages.composer.file')} description={t('messages.composer.attachHint')} accept={acceptOf('message')} required clearable error={errorOf(result, 'file', 'file')} data-testid="file-input" />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={busyWith(navigation, 'file')} data-testid="file-send">
                {t('messages.composer.sendFile')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </details>
    </Stack>
  );
}

/** A company's interview invitation: a day, a time in Riyadh, how long, a place or a video link, a note. */
export function InviteForm({ result, prefill, open }: { result?: TMessagesResult; prefill: { date?: string; time?: string }; open: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const value = (field: string, fallback = '') => typed(result, 'invite', field) ?? fallback;
  const failed = result?.intent === 'invite' && !result.ok;
  const { templates } = useLoaderData<TMessagesPage>();
  return (
    <details className="messages-details" id="invite" open={open || failed} data-testid="invite-details">
      <summary>{t('messages.invite.title')}</summary>
      <Form method="post" noValidate data-testid="invite-form">
        <input type="hidden" name="intent" value="invite" />
        <FormKey />
        <Stack gap="xs" pt="xs">
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput type="date" name="date" label={t('messages.invite.date')} required defaultValue={value('date', prefill.date)} error={errorOf(result, 'invite', 'date')} miw={150} data-testid="invite-date" />
            <TextInput type="time" name="time" label={t('messages.invite.time')} required defaultValue={value('time', prefill.time)} error={errorOf(result, 'invite', 'time')} miw={120} data-testid="invite-time" />
            <NativeSelect
              name="duration_minutes"
              label={t('messages.invite.duration')}
              defaultValue={value('duration_minutes', '60')}
              data={INVITATION_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('messages.invite.minutes', { count: minutes }) }))}
              miw={120}
              data-testid="invite-duration"
            />
          </Group>
          <TextInput name="location" label={t('messages.invite.location')} description={t('messages.invite.locationHint')} defaultValue={value('location')} error={errorOf(result, 'invite', 'location')} maxLength={300} dir="auto" data-testid="invite-location" />
          <TextInput type="url" name="video_url" label={t('messages.invite.video')} defaultValue={value('video_url')} error={errorOf(result, 'invite', 'video_url')} maxLength={500} dir="ltr" placeholder="https://" data-testid="invite-video" />
          {templates && <InvitationTemplateSelect templates={templates} defaultValue={value('template_id')} />}
          <Textarea name="note" label={t('messages.invite.note')} defaultValue={value('note')} error={errorOf(result, 'invite', 'note')} maxLength={1000} autosize minRows={2} dir="auto" data-testid="invite-note" />
          <Group justify="flex-end">
            <Button type="submit" loading={busyWith(navigation, 'invite')} data-testid="invite-send">
              {t('messages.invite.send')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </details>
  );
}

/** The seeker's answer to a pending invitation: accept, decline, or propose another day and time. */
export function RespondForms({ messageId, result }: { messageId: number; result?: TMessagesResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const failed = result?.intent === 'respond' && !result.ok && result.messageId === messageId;
  const answerButton = (answer: 'accept' | 'decline', color: string) => (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="respond" />
      <FormKey />
      <input type="hidden" name="message" value={messageId} />
      <input type="hidden" name="answer" value={answer} />
      <Button type="submit" size="xs" color={color} variant={answer === 'accept' ? 'filled' : 'light'} loading={busyWith(navigation, 'respond') && navigation.formData?.get('answer') === answer} data-testid={`invitation-${answer}`}>
        {t(answer === 'accept' ? 'messages.invitation.accept' : 'messages.invitation.decline')}
      </Button>
    </Form>
  );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {answerButton('accept', 'success')}
        {answerButton('decline', 'red')}
      </Group>
      <details className="messages-details" open={failed}>
        <summary>{t('messages.invitation.propose')}</summary>
        <Form method="post" noValidate data-testid="propose-form">
          <input type="hidden" name="intent" value="respond" />
          <FormKey />
          <input type="hidden" name="message" value={messageId} />
          <input type="hidden" name="answer" value="propose" />
          <Stack gap="xs" pt="xs">
            <Group grow gap="sm" align="flex-start" wrap="wrap">
              <TextInput type="date" name="date" label={t('messages.invite.date')} required error={errorOf(result, 'respond', 'date', messageId)} miw={150} data-testid="propose-date" />
              <TextInput type="time" name="time" label={t('messages.invite.time')} required error={errorOf(result, 'respond', 'time', messageId)} miw={120} data-testid="propose-time" />
            </Group>
            <Textarea name="note" label={t('messages.invitation.answerNote')} maxLength={1000} autosize minRows={2} dir="auto" />
            <Group justify="flex-end">
              <Button type="submit" size="xs" variant="light" data-testid="propose-send">
                {t('messages.invitation.proposeSend')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </details>
    </Stack>
  );
}

/** The seeker reports one of the company's messages. */
export function ReportForm({ messageId, result }: { messageId: number; result?: TMessagesResult }) {
  const { t } = useI18n();
  return (
    <details className="messages-details messages-report" open={result?.intent === 'report' && !result.ok && result.messageId === messageId}>
      <summary>{t('messages.report.action')}</summary>
      <Form method="post" noValidate data-testid="report-form">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="message" value={messageId} />
        <Stack gap="xs" pt="xs">
          <NativeSelect name="reason" label={t('messages.report.reason')} data={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`enum.message_report_reason.${reason}`) }))} error={errorOf(result, 'report', 'reason', messageId)} />
          <Textarea name="note" label={t('messages.report.note')} maxLength={1000} autosize minRows={2} dir="auto" />
          <Group justify="flex-end">
            <Button type="submit" size="xs" color="red" variant="light" data-testid="report-send">
              {t('messages.report.send')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </details>
  );
}

/** A job seeker blocks or unblocks the conversation's company. */
export function BlockForm({ blocked }: { blocked: boolean }) {
  const { t } = useI18n();
  if (blocked) {
    return (
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="unblock" />
        <Button type="submit" size="xs" variant="default" data-testid="unblock">
          {t('messages.block.unblock')}
        </Button>
      </Form>
    );
  }
  return (
    <details className="messages-details messages-block">
      <summary data-testid="block-open">{t('messages.block.block')}</summary>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="block" />
        <Stack gap="xs" pt="xs">
          <Text size="sm">{t('messages.block.hint')}</Text>
          <Group>
            <Button type="submit" size="xs" color="red" data-testid="block">
              {t('messages.block.block')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </details>
  );
}

/** A company's first message to a candidate (from an applicant or a CV). */
export function NewConversationForm({ target, result, cancelTo }: { target: { seekerId: number; jobId: number | null; jobTitle: string | null; name: string }; result?: TMessagesResult; cancelTo: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { templates } = useLoaderData<TMessagesPage>();
  return (
    <Stack gap="sm" data-testid="new-conversation">
      <Text fw={700} size="lg">
        {t('messages.new.title')}
      </Text>
      <Text data-testid="new-conversation-to">{t('messages.new.to', { name: target.name })}</Text>
      <Text size="sm" c="dimmed">
        {target.jobTitle ? t('messages.list.about', { job: target.jobTitle }) : t('messages.new.noJob')}
      </Text>
      {result && !result.ok && result.intent === 'start' && !result.errors?.body && (
        <Alert color="red" variant="light" data-testid="new-conversation-error">
          {result.message}
        </Alert>
      )}
      {templates && <ComposerTemplatePicker templates={templates} keep={{ to: target.seekerId, job: target.jobId }} />}
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="seeker_id" value={target.seekerId} />
        {target.jobId && <input type="hidden" name="job_id" value={target.jobId} />}
        <Stack gap="xs">
          <BodyField result={result} intent="start" autoFocus initial={templates?.filled?.body} key={templates?.filled?.id ?? 'typed'} />
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to={cancelTo} size="sm">
              {t('messages.new.cancel')}
            </Anchor>
            <Button type="submit" loading={busyWith(navigation, 'start')} data-testid="new-conversation-send">
              {t('messages.new.start')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
