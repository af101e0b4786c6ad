import { Group, Text } from '@mantine/core';
import type { TPostCard } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';

/** Author, publish date and reading time, in the reader's language. */
export function PostFacts({ post, compact = false }: { post: TPostCard; compact?: boolean }) {
  const { t, locale } = useI18n();
  const day = formatDay(post.published_at, locale);
  const minutes = t('posts.readingTime', { minutes: formatInteger(post.reading_minutes, locale) ?? '' });
  return (
    <Group gap="xs" mt={compact ? 'sm' : 0} c="dimmed" fz="sm" wrap="wrap">
      {!compact && <Text span fz="sm">{t('posts.by', { author: post.author_name })}</Text>}
      {!compact && <Text span fz="sm" aria-hidden>·</Text>}
      <Text span fz="sm" component="time" dateTime={post.published_at}>
        {day ? (compact ? day.gregorian : t('posts.publishedOn', { date: day.gregorian })) : ''}
      </Text>
      <Text span fz="sm" aria-hidden>
        ·
      </Text>
      <Text span fz="sm">
        {minutes}
      </Text>
    </Group>
  );
}
