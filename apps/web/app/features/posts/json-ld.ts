import type { TPost } from '@tawzeef/contract';

export interface TArticleInput {
  post: TPost;
  /** The post page's canonical address. */
  url: string;
  /** The site's origin (PUBLIC_URL), for the cover image and the publisher. */
  origin: string;
  /** The publisher's name in the page's language. */
  publisher: string;
}

const absolute = (path: string, origin: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * schema.org structured data of a post (https://developers.google.com/search/docs/appearance/structured-data/article):
 * `NewsArticle` for news, `Article` for blog posts, in the language of the version shown.
 */
export function buildArticle({ post, url, origin, publisher }: TArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': post.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: post.title.slice(0, 110),
    ...(post.summary ? { description: post.summary } : {}),
    inLanguage: post.language === 'ar' ? 'ar-SA' : 'en',
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: publisher, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.cover_url ? { image: [absolute(post.cover_url, origin)] } : {}),
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
