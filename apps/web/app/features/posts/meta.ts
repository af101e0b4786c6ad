import type { MetaDescriptor } from 'react-router';
import { translator } from '../../i18n/index.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, metaExcerpt, pageMeta, withPageDetails } from '../../lib/meta.ts';
import { buildArticle } from './json-ld.ts';
import type { TPostPageData } from './posts.server.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * A post's tags: its title and summary, Open Graph as an article (with its cover), the hreflang alternates of
 * `pageMeta`, and Article or NewsArticle structured data.
 */
export function postMeta(args: TMetaArgs, page: TPostPageData | undefined): MetaDescriptor[] {
  const tags = pageMeta(page?.post.kind === 'news' ? 'page.news-item' : 'page.blog')(args);
  if (!page) return tags;
  const { post } = page;
  const t = translator(splitLocalePath(args.location.pathname).locale);
  const description = post.summary ?? metaExcerpt(post.body) ?? post.title;
  return [
    ...withPageDetails(tags, { title: brandedTitle(t, post.title), description }),
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: page.url },
    { property: 'og:site_name', content: t('app.title') },
    { property: 'article:published_time', content: post.published_at },
    { property: 'article:modified_time', content: post.updated_at },
    { property: 'article:section', content: t(`posts.category.${post.category}`) },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ...(post.cover_url ? [{ property: 'og:image', content: `${page.origin}${post.cover_url}` }] : []),
    { name: 'twitter:card', content: post.cover_url ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': buildArticle({ post, url: page.url, origin: page.origin, publisher: t('posts.jsonLd.publisher') }) },
  ];
}
