import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The posts pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('blogs', 'routes/blogs.tsx'),
    page('blogs/:id', 'routes/blog.tsx'),
    page('news', 'routes/news.tsx'),
    page('news/:id', 'routes/news-item.tsx'),
  ],
};
