import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TPostCard } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PostFacts } from './post-facts.tsx';
import { POST_PATHS } from './post-paths.ts';

/** A post in a list: cover, category, title (its link), summary, date and reading time; marked when in the other language. */
export function PostCard({ post, headingOrder = 2 }: { post: TPostCard; headingOrder?: 2 | 3 }) {
  const { t, prefix } = useI18n();
  const href = withPrefix(prefix, `${POST_PATHS[post.kind]}/${post.id}`);
  return (
    <Card withBorder radius="md" padding="md" className="post-card" component="article" data-testid="post-card">
      {post.cover_url && (
        <Card.Section>
          <Image src={post.cover_url} alt="" className="post-card__cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={post.cover_url ? 'md' : 0} lang={post.language} dir={post.language === 'ar' ? 'rtl' : 'ltr'}>
        <Group gap={6}>
          <Badge variant="light" color="primary">
            {t(`posts.category.${post.category}`)}
          </Badge>
          {!post.in_reader_language && (
            <Badge variant="outline" color="gray" data-testid="post-other-language">
              {t(`posts.otherLanguage.${post.language}`)}
            </Badge>
          )}
          {post.is_example && (
            <Badge variant="light" color="orange">
              {t('posts.example')}
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} size="h4" className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </Title>
        {post.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.summary}
          </Text>
        )}
      </Stack>
      <PostFacts post={post} compact />
    </Card>
  );
}
