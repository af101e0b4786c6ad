import { describe, expect, it } from 'vitest';
import type { TPost } from '@tawzeef/contract';
import { buildArticle } from './json-ld.ts';

const post: TPost = {
  id: 7,
  kind: 'blog',
  language: 'ar',
  in_reader_language: true,
  languages: ['ar', 'en'],
  title: 'كيف تكتب سيرة ذاتية تجتاز أنظمة الفرز الآلي',
  summary: 'خطوات عملية',
  category: 'cv_tips',
  tags: ['السيرة الذاتية', 'ATS'],
  author_name: 'سارة العتيبي',
  published_at: '2026-11-20T09:00:00+03:00',
  updated_at: '2026-11-21T10:00:00+03:00',
  reading_minutes: 3,
  cover_url: '/api/v1/public-files/0123456789abcdef0123456789abcdef',
  is_example: false,
  body: '<p>نص</p>',
  related: [],
  comments_count: 0,
};

describe('structured data of posts', () => {
  it('describes a blog post as an Article in the language shown, with absolute addresses', () => {
    const article = buildArticle({ post, url: 'https://tawzeef.test/blogs/7', origin: 'https://tawzeef.test', publisher: 'منصة توظيف' });
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: 'خطوات عملية',
      inLanguage: 'ar-SA',
      datePublished: '2026-11-20T09:00:00+03:00',
      dateModified: '2026-11-21T10:00:00+03:00',
      author: { '@type': 'Person', name: 'سارة العتيبي' },
      publisher: { '@type': 'Organization', name: 'منصة توظيف', url: 'https://tawzeef.test' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://tawzeef.test/blogs/7' },
      url: 'https://tawzeef.test/blogs/7',
      image: ['https://tawzeef.test/api/v1/public-files/0123456789abcdef0123456789abcdef'],
      articleSection: 'cv_tips',
      keywords: 'السيرة الذاتية, ATS',
    });
  });

  it('describes news as a NewsArticle, without an image or keywords it does not have', () => {
    const news = buildArticle({
      post: { ...post, kind: 'news', language: 'en', cover_url: null, tags: [], summary: null, title: 'x'.repeat(150) },
      url: 'https://tawzeef.test/en/news/7',
      origin: 'https://tawzeef.test',
      publisher: 'Tawzeef',
    });
    expect(news['@type']).toBe('NewsArticle');
    expect(news.inLanguage).toBe('en');
    expect(String(news.headline)).toHaveLength(110);
    expect(news).not.toHaveProperty('image');
    expect(news).not.toHaveProperty('keywords');
    expect(news).not.toHaveProperty('description');
  });
});
