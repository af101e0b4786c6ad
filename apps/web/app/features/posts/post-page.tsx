import { Alert, Anchor, Badge, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CommentsSection } from './comments-section.tsx';
import { PostCard } from './post-card.tsx';
import { PostFacts } from './post-facts.tsx';
import { POST_PATHS } from './post-paths.ts';
import type { TPostActionResult, TPostPageData } from './posts.server.ts';
import './posts.css';

/**
 * /blogs/{id} and /news/{id}: the post (in the reader's language, or marked as in its other one), its tags, its
 * comments and posts like it.
 */
export function PostPage({ page, result }: { page: TPostPageData; result?: TPostActionResult | undefined }) {
  const { t, prefix } = useI18n();
  const { post } = page;
  const dir = post.language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={withPrefix(prefix, POST_PATHS[post.kind])} size="sm" data-testid="post-back">
          {t(post.kind === 'news' ? 'posts.backTo.news' : 'posts.backTo.blog')}
        </Anchor>
        <Stack gap="sm" component="article" lang={post.language} dir={dir} data-testid="post">
          <Group gap={6}>
            <Anchor component={Link} to={`${withPrefix(prefix, POST_PATHS[post.kind])}?category=${post.category}`} underline="never">
              <Badge variant="light" color="primary" style={{ cursor: 'pointer' }}>
                {t(`posts.category.${post.category}`)}
              </Badge>
            </Anchor>
            {post.is_example && (
              <Badge variant="light" color="orange">
                {t('posts.example')}
              </Badge>
            )}
          </Group>
          <Title order={1} data-testid="post-title">
            {post.title}
          </Title>
          <PostFacts post={post} />
          {!post.in_reader_language && (
            <Alert color="gray" variant="light" data-testid="post-language-note">
              {t('posts.otherLanguageNote')}
            </Alert>
          )}
          {post.is_example && (
            <Alert color="orange" variant="light" data-testid="post-example-note">
              {t('posts.exampleNote')}
            </Alert>
          )}
          {post.summary && (
            <Text size="lg" c="dimmed">
              {post.summary}
            </Text>
          )}
          {post.cover_url && <img src={post.cover_url} alt="" className="post-cover" />}
          {/* Sanitised by the API when saved (decision 034): only the allowed tags and attributes remain. */}
          <Box className="post-body" dangerouslySetInnerHTML={{ __html: post.body }} data-testid="post-body" />
          {post.tags.length > 0 && (
            <Group gap={6} role="group" aria-label={t('posts.tags')}>
              {post.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Divider />
        <CommentsSection page={page} result={result} />
        {post.related.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="related-title">
            <Divider />
            <Title order={2} size="h3" id="related-title">
              {t('posts.related')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="related-posts">
              {post.related.map((related) => (
                <PostCard key={related.id} post={related} headingOrder={3} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
