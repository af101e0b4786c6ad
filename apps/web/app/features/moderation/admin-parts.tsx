import { Fragment, type ReactNode } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { attributeName, SCREENED_FIELDS, type TAdminJobReview, type TLocale, type TScreenFinding } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import './moderation.css';

/** A moment as people read it in Riyadh ("14 May 2026, 10:30"). */
export function formatDateTime(iso: string | null | undefined, locale: TLocale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(date);
}

/** An administrator's page: the way back to the console (or to `back`), the title, an introduction. */
export function ModerationShell({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t, prefix } = useI18n();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={withPrefix(prefix, back?.to ?? '/admin')} size="sm" data-testid="moderation-back">
            {back?.label ?? t('moderation.back')}
          </Anchor>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** Filter tabs as links (they work without JavaScript). */
export function LinkTabs<T extends string>({
  values,
  current,
  href,
  label,
  testId,
}: {
  values: readonly T[];
  current: T;
  href: (value: T) => string;
  label: (value: T) => string;
  testId: string;
}) {
  const { t, prefix } = useI18n();
  return (
    <Group gap="xs" component="nav" aria-label={t('review.tabs')} data-testid={testId}>
      {values.map((value) => (
        <Button
          key={value}
          component={Link}
          to={withPrefix(prefix, href(value))}
          variant={value === current ? 'filled' : 'default'}
          size="sm"
          aria-current={value === current ? 'page' : undefined}
          data-testid={`tab-${value}`}
        >
          {label(value)}
        </Button>
      ))}
    </Group>
  );
}

/** Previous and next pages of a list. */
export function Pages({ page, pageSize, total, href }: { page: number; pageSize: number; total: number; href: (page: number) => string }) {
  const { t, prefix } = useI18n();
  const hasNext = page * pageSize < total;
  if (page <= 1 && !hasNext) return null;
  return (
    <Group justify="space-between">
      {page > 1 ? (
        <Button component={Link} to={withPrefix(prefix, href(page - 1))} variant="default">
          {t('review.previous')}
        </Button>
      ) : (
        <span />
      )}
      {hasNext && (
        <Button component={Link} to={withPrefix(prefix, href(page + 1))} variant="default">
          {t('review.next')}
        </Button>
      )}
    </Group>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The description's HTML as the text the screening read (tags as spaces). */
const plain = (value: string) =>
  value
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();

/** `text` with every caught phrase of the field marked. */
function Marked({ text, phrases }: { text: string; phrases: string[] }) {
  if (phrases.length === 0) return <>{text}</>;
  const escaped = phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'u'));
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>))}</>;
}

/** The ad's screened text, field by field, with what the screening caught marked. */
export function JobText({ job }: { job: TAdminJobReview }) {
  const { locale } = useI18n();
  const findings: readonly TScreenFinding[] = job.review?.findings ?? [];
  return (
    <Stack gap="xs" className="moderation-text" data-testid="review-text">
      {SCREENED_FIELDS.map((field) => {
        const value = field === 'title' ? job.title : job[field];
        if (!value) return null;
        const phrases = findings.filter((finding) => finding.field === field).map((finding) => finding.phrase);
        return (
          <div key={field}>
            <Text size="xs" c="dimmed">
              {attributeName(field, locale)}
            </Text>
            <Text size="sm" component="div" dir="auto" className="moderation-text__value">
              <Marked text={field === 'description' ? plain(value) : value} phrases={phrases} />
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

export const reviewTabLabel = (value: 'waiting' | 'rejected'): TMessageId => `review.tab.${value}`;

/** A job's title and its company's name, each in its own direction (the heading of a report or a held job). */
export function JobHeading({ title, company, testId }: { title: string; company: string; testId?: string }) {
  return (
    <div>
      <Text fw={700} component="bdi" dir="auto" data-testid={testId}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        <bdi dir="auto">{company}</bdi>
      </Text>
    </div>
  );
}
