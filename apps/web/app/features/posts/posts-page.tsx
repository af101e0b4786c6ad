import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { Pager } from '../../components/pager.tsx';
import { PostCard } from './post-card.tsx';
import { POST_PATHS } from './post-paths.ts';
import type { TPostsPageData } from './posts.server.ts';
import './posts.css';

/** /blogs and /news: the newest posts of one kind, filtered by category (links: it works without JavaScript), by page. */
export function PostsPage({ page }: { page: TPostsPageData }) {
  const { t, prefix } = useI18n();
  const { kind, list, category } = page;
  const base = withPrefix(prefix, POST_PATHS[kind]);
  const href = (wanted: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    if (wanted.category) search.set('category', wanted.category);
    if (wanted.page && wanted.page > 1) search.set('page', String(wanted.page));
    const query = search.toString();
    return query ? `${base}?${query}` : base;
  };
  const pages = Math.ceil(list.total / list.per_page);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t(kind === 'news' ? 'posts.news.title' : 'posts.blogs.title')}</Title>
          <Text c="dimmed">{t(kind === 'news' ? 'posts.news.intro' : 'posts.blogs.intro')}</Text>
        </Stack>
        {list.categories.length > 0 && (
          <Group gap="xs" component="nav" aria-label={t('posts.filter.label')} data-testid="post-categories">
            <Button component={Link} to={href({})} size="compact-sm" radius="xl" variant={category === null ? 'filled' : 'light'} aria-current={category === null ? 'page' : undefined}>
              {t('posts.filter.all')}
            </Button>
            {list.categories.map((item) => (
              <Button
                key={item.category}
                component={Link}
                to={href({ category: item.category })}
                size="compact-sm"
                radius="xl"
                variant={category === item.category ? 'filled' : 'light'}
                aria-current={category === item.category ? 'page' : undefined}
                data-testid={`post-category-${item.category}`}
              >
                {t(`posts.category.${item.category}`)}
              </Button>
            ))}
          </Group>
        )}
        {list.items.length === 0 ? (
          <Paper withBorder p="xl" radius="md" data-testid="posts-empty">
            <Stack align="center" gap="sm">
              <Text>{t(kind === 'news' ? 'posts.empty.news' : 'posts.empty.blog')}</Text>
              <Button component={Link} to={withPrefix(prefix, '/find-jobs')} variant="light">
                {t('posts.empty.findJobs')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="posts-list">
            {list.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}
        <Pager page={list.page} pages={pages} href={(number) => href({ category, page: number })} />
      </Stack>
    </Container>
  );
}
