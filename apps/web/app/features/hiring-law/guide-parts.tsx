import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TLawGuideMeta } from './hiring-law.server.ts';
import type { TSnippetPart } from './search-law.ts';
import './hiring-law.css';

/** "Articles 84, 85 and 87" in the reader's language. */
export function ArticlesBadge({ articles }: { articles: string[] }) {
  const { t, locale } = useI18n();
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(articles);
  return (
    <Badge variant="light" color="primary" radius="sm" size="lg" className="law-articles" data-testid="law-articles">
      {t(articles.length === 1 ? 'hiringLaw.articles.one' : 'hiringLaw.articles.many', { list })}
    </Badge>
  );
}

/** The visible note that this is a summary and not legal advice, with the day it was last reviewed and the official texts. */
export function LawDisclaimer({ guide, compact = false }: { guide: TLawGuideMeta; compact?: boolean }) {
  const { t, locale } = useI18n();
  const day = formatDay(guide.lastReviewed, locale);
  const reviewed = day ? (day.hijri ? `${day.gregorian} (${day.hijri})` : day.gregorian) : guide.lastReviewed;
  return (
    <Alert color="warning" variant="light" title={t('hiringLaw.disclaimer.title')} data-testid="law-disclaimer">
      <Stack gap={6}>
        {!compact && <Text size="sm">{t('hiringLaw.disclaimer.text')}</Text>}
        <Text size="sm" fw={600}>
          <time dateTime={guide.lastReviewed}>{t('hiringLaw.lastReviewed', { date: reviewed })}</time>
          {' · '}
          {t('hiringLaw.disclaimer.amendments')}
        </Text>
        <Group gap="md">
          <Anchor href={guide.sources.law} target="_blank" rel="noopener noreferrer" size="sm">
            {t('hiringLaw.officialText')}
          </Anchor>
          <Anchor href={guide.sources.ministry} target="_blank" rel="noopener noreferrer" size="sm">
            {t('hiringLaw.ministry')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The search box: a plain GET form to /hiring-law, so it works without JavaScript. */
export function LawSearchForm({ query = '' }: { query?: string }) {
  const { t, prefix } = useI18n();
  return (
    <Form method="get" action={withPrefix(prefix, '/hiring-law')} role="search" aria-label={t('hiringLaw.search.label')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          name="q"
          type="search"
          defaultValue={query}
          key={query}
          label={t('hiringLaw.search.label')}
          placeholder={t('hiringLaw.search.placeholder')}
          maxLength={100}
          style={{ flex: 1 }}
          data-testid="law-search-input"
        />
        <Button type="submit" data-testid="law-search-submit">
          {t('hiringLaw.search.submit')}
        </Button>
      </Group>
    </Form>
  );
}

/** A search result's passage, the words that matched highlighted. */
export function Snippet({ parts }: { parts: TSnippetPart[] }) {
  return (
    <Text size="sm" c="dimmed" className="law-snippet">
      {parts.map((part, index) => (part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </Text>
  );
}
