// Decision 034's specification: posts written by administrators (sanitised, scheduled, in the reader's language),
// their lists, and comments held for moderation until their author has an approved one.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { comments, files } from '../../db/schema/index.ts';
import { keyedCall, signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { DEMO_POSTS } from '../../db/seed/posts.ts';
import { sanitizePostBody } from './sanitize.ts';
import { COMMENTS_PER_WINDOW } from './service.ts';

const drivers = await testDrivers();

describe('the demonstration posts', () => {
  it('are written in both languages in the HTML the sanitiser keeps, example news marked as examples', () => {
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(6);
    for (const post of DEMO_POSTS) {
      for (const version of [post.ar, post.en]) {
        expect(version.title.length).toBeGreaterThan(10);
        expect(sanitizePostBody(version.body)).toBe(version.body);
      }
      if (post.kind === 'news' && post.category === 'labour_market') expect(post.isExample).toBe(true);
    }
  });
});

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(drivers)('blogs, news and comments on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (overrides: Record<string, unknown> = {}) => ({
    kind: 'blog',
    category: 'cv_tips',
    title_ar: 'كيف تكتب سيرة ذاتية تلفت انتباه مسؤول التوظيف',
    title_en: 'How to write a CV a recruiter reads to the end',
    summary_ar: 'نصائح عملية',
    summary_en: 'Practical tips',
    body_ar: '<p>ابدأ بملخص مهني قصير.</p>',
    body_en: '<p>Start with a short professional summary.</p>',
    tags: [],
    author_name: 'فريق توظيف',
    cover_file_id: null,
    is_example: false,
    published_at: iso(-hour),
    ...overrides,
  });

  async function createPost(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await admin.call('POST', '/api/admin/posts', post(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }

  const read = (id: number, locale: 'ar' | 'en' = 'ar', token?: string) =>
    app.inject({ url: `/api/v1/posts/${id}`, headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const list = async (query: string, locale: 'ar' | 'en' = 'ar') => {
    const response = await app.inject({ url: `/api/v1/posts?${query}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const tag = () => `t${randomBytes(4).toString('hex')}`;

  describe('posts', () => {
    it('sanitises the body on the server: no script, event handlers, javascript: links, CSS or foreign images', async () => {
      const ownImage = `/api/v1/public-files/${'a'.repeat(32)}`;
      const dirty =
        '<h2 style="color:red" class="x">عنوان</h2><p onclick="alert(1)">نص <strong>مهم</strong> <a href="javascript:alert(1)">رابط خبيث</a> ' +
        '<a href="https://www.hrsd.gov.sa/" onmouseover="steal()">وزارة الموارد البشرية</a> <a href="/blogs">المدونة</a></p>' +
        '<script>document.cookie</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        `<img src="https://tracker.example/p.gif" onerror="alert(1)"><img src="${ownImage}" alt="صورة" style="width:1px">` +
        '<ul><li>أولًا</li></ul><blockquote>اقتباس</blockquote><a href="data:text/html;base64,PHNjcmlwdD4=">data</a>';
      const id = await createPost({ body_ar: dirty, title_en: null, body_en: null, summary_en: null });
      const body: string = (await read(id)).json().data.body;
      expect(body).not.toMatch(/<script|<style|<iframe|onclick|onmouseover|onerror|javascript:|data:text|style=|class=|tracker\.example|document\.cookie/i);
      expect(body).toContain('<h2>عنوان</h2>');
      expect(body).toContain('<strong>مهم</strong>');
      expect(body).toContain('<a href="https://www.hrsd.gov.sa/" rel="nofollow noopener" target="_blank">');
      expect(body).toContain('<a href="/blogs">المدونة</a>');
      expect(body).toContain(`<img src="${ownImage}" alt="صورة" />`);
      expect(body).toContain('<ul><li>أولًا</li></ul><blockquote>اقتباس</blockquote>');
      // The administrator reads the same sanitised HTML back.
      expect((await admin.call('GET', `/api/admin/posts/${id}`)).json().data.body_ar).toBe(body);
    });

    it('refuses a language with a title but no readable body, and a post with no language', async () => {
      const noBody = await admin.call('POST', '/api/admin/posts', post({ body_en: '<p><script>x</script></p>' }));
      expect(noBody.statusCode).toBe(422);
      expect(Object.keys(noBody.json().errors)).toEqual(['body_en']);
      const nothing = await admin.call('POST', '/api/admin/posts', post({ title_ar: null, body_ar: null, title_en: null, body_en: null }));
      expect(nothing.statusCode).toBe(422);
      const visitor = await signUp(app);
      expect((await visitor.call('POST', '/api/admin/posts', post())).statusCode).toBe(403);
    });

    it('hides scheduled posts and drafts until their publish date', async () => {
      const label = tag();
      const scheduled = await createPost({ tags: [label], published_at: iso(2 * hour) });
      const draft = await createPost({ tags: [label], published_at: null });
      const live = await createPost({ tags: [label] });
      expect((await list(`kind=blog&tag=${label}`)).items.map((item: { id: number }) => item.id)).toEqual([live]);
      expect((await read(scheduled)).statusCode).toBe(404);
      expect((await read(draft)).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/v1/posts/${scheduled}/comments` })).statusCode).toBe(404);
      const record = (await admin.call('GET', `/api/admin/posts/${scheduled}`)).json().data;
      expect(record.status).toBe('scheduled');
      // A Riyadh wall time from the console's form: an hour ago in Riyadh is published.
      const riyadhWall = new Date(Date.now() + 3 * hour - hour).toISOString().slice(0, 16);
      await admin.call('PATCH', `/api/admin/posts/${scheduled}`, { published_at: riyadhWall });
      expect((await read(scheduled)).statusCode).toBe(200);
    });

    it('answers in the reader’s language, else in the post’s other language marked so, with the reading time', async () => {
      const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
      const id = await createPost({ title_ar: null, body_ar: null, summary_ar: null, body_en: `<p>${words}</p>` });
      const inArabic = (await read(id, 'ar')).json().data;
      expect(inArabic).toMatchObject({ language: 'en', in_reader_language: false, languages: ['en'], title: 'How to write a CV a recruiter reads to the end', reading_minutes: 3 });
      const both = await createPost();
      expect((await read(both, 'ar')).json().data).toMatchObject({ language: 'ar', in_reader_language: true, languages: ['ar', 'en'], reading_minutes: 1 });
      expect((await read(both, 'en')).json().data).toMatchObject({ language: 'en', title: 'How to write a CV a recruiter reads to the end' });
    });

    it('lists a kind by page and category, the newest first, with the categories’ counts', async () => {
      const label = tag();
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await createPost({ tags: [label], category: i < 3 ? 'cv_tips' : 'interview_tips', published_at: iso(-(10 - i) * hour) }));
      await createPost({ kind: 'news', category: 'labour_market', tags: [label] });
      const first = await list(`kind=blog&tag=${label}&per_page=2`);
      expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
      expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids[4], ids[3]]);
      const third = await list(`kind=blog&tag=${label}&per_page=2&page=3`);
      expect(third.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
      const cv = await list(`kind=blog&tag=${label}&category=cv_tips`);
      expect(cv.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect(cv.items.every((item: { category: string }) => item.category === 'cv_tips')).toBe(true);
      const news = await list(`kind=news&tag=${label}`);
      expect(news.items).toHaveLength(1);
      expect(news.items[0].kind).toBe('news');
      const bad = await app.inject({ url: '/api/v1/posts?kind=blog&category=gossip', headers: { 'x-locale': 'en' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['category']);
    });

    it('relates posts of the same category or tags, never the post itself or a scheduled one', async () => {
      const label = tag();
      const id = await createPost({ category: 'workplace', tags: [label] });
      const sameTag = await createPost({ category: 'platform_news', tags: [label] });
      const scheduled = await createPost({ category: 'workplace', tags: [label], published_at: iso(hour) });
      const related: number[] = (await read(id)).json().data.related.map((item: { id: number }) => item.id);
      expect(related).toContain(sameTag);
      expect(related).not.toContain(id);
      expect(related).not.toContain(scheduled);
    });

    it('takes a cover image uploaded by an administrator, re-encoded and reduced to 1600 pixels wide', async () => {
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0b7285' } }).png().toBuffer();
      const boundary = '----cover';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = (token: string) =>
        app.inject({ method: 'POST', url: '/api/v1/files?kind=cover', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      const seeker = await signUp(app);
      expect((await upload(seeker.token)).statusCode).toBe(403);
      const uploaded = await upload(admin.token);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json().data;
      const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
      expect(row).toMatchObject({ kind: 'cover', width: 1600, height: 800 });
      const id = await createPost({ cover_file_id: file.id });
      expect((await read(id)).json().data.cover_url).toBe(file.url);
      expect((await app.inject({ url: file.url })).statusCode).toBe(200);
      const seekersPhoto = await admin.call('POST', '/api/admin/posts', post({ cover_file_id: 99_999_999 }));
      expect(seekersPhoto.statusCode).toBe(422);
    });

    it('lists published posts in the sitemap', async () => {
      const before = (await app.inject({ url: '/api/v1/sitemap' })).json().data.counts;
      const id = await createPost({ kind: 'news', category: 'labour_market' });
      await createPost({ kind: 'news', category: 'labour_market', published_at: iso(hour) });
      const after = (await app.inject({ url: '/api/v1/sitemap' })).json().data.counts;
      expect(after.news).toBe(before.news + 1);
      const page = (await app.inject({ url: '/api/v1/sitemap/news' })).json().data;
      expect(page.items.map((item: { id: number }) => item.id)).toContain(id);
    });
  });

  describe('comments', () => {
    const comment = (who: TSignedUp, postId: number, body: string, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/posts/${postId}/comments`, { body }, locale);
    const publicComments = async (postId: number, token?: string) =>
      (await app.inject({ url: `/api/v1/posts/${postId}/comments`, headers: token ? { authorization: `Bearer ${token}` } : {} })).json().data;

    it('holds a first comment for moderation, then publishes the author’s later ones at once', async () => {
      const postId = await createPost();
      const author = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alharbi' });
      const first = await comment(author, postId, 'مقال مفيد جدًا، شكرًا لكم', 'ar');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().message).toBe('شكرًا لك: سيظهر تعليقك بعد أن يراجعه فريقنا');
      expect(first.json().data).toMatchObject({ status: 'pending', author_name: 'Noura Alharbi', is_mine: true });
      // Nobody else sees it; its author does, as waiting.
      expect((await publicComments(postId)).items).toEqual([]);
      const own = await publicComments(postId, author.token);
      expect(own.items.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([[first.json().data.id, 'pending']]);
      // A second comment before approval is held too.
      const second = await comment(author, postId, 'وأضيف: التدريب التعاوني مهم');
      expect(second.json().data.status).toBe('pending');

      const approved = await admin.call('POST', `/api/admin/comments/${first.json().data.id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.status).toBe('published');
      expect((await admin.call('POST', `/api/admin/comments/${first.json().data.id}/approve`, {})).statusCode).toBe(409);
      const rejected = await admin.call('POST', `/api/admin/comments/${second.json().data.id}/reject`, {});
      expect(rejected.json().data.status).toBe('rejected');

      const third = await comment(author, postId, 'تعليق ثالث');
      expect(third.statusCode).toBe(201);
      expect(third.json().data.status).toBe('published');
      expect(third.json().message).toBe('Your comment is published');
      const shown = await publicComments(postId);
      expect(shown.items.map((item: { id: number }) => item.id)).toEqual([first.json().data.id, third.json().data.id]);
      // The author's name only: never their email or phone.
      const text = JSON.stringify(shown);
      expect(text).not.toContain(author.account.email);
      expect(text).not.toContain(author.account.phone.slice(1));
      expect((await read(postId)).json().data.comments_count).toBe(2);
    });

    it('keeps a comment as plain text and needs an account', async () => {
      const postId = await createPost();
      const author = await signUp(app, 'COMPANY');
      const typed = 'اقرأ <b>هذا</b> <script>alert(1)</script> https://example.com';
      const created = await comment(author, postId, typed);
      expect(created.statusCode).toBe(201);
      expect(created.json().data.body).toBe(typed);
      const anonymous = await app.inject({ method: 'POST', url: `/api/v1/posts/${postId}/comments`, payload: { body: 'hello there' } });
      expect(anonymous.statusCode).toBe(401);
      expect((await comment(author, postId, ' ')).statusCode).toBe(422);
      expect((await comment(author, 99_999_999, 'hello there')).statusCode).toBe(404);
    });

    it('lets only the author delete a comment; another account’s answers 404', async () => {
      const postId = await createPost();
      const author = await signUp(app);
      const other = await signUp(app);
      const id = (await comment(author, postId, 'تعليقي')).json().data.id;
      expect((await other.call('DELETE', `/api/v1/comments/${id}`)).statusCode).toBe(404);
      expect(await database.db.select({ id: comments.id }).from(comments).where(eq(comments.id, id))).toHaveLength(1);
      const deleted = await author.call('DELETE', `/api/v1/comments/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(await database.db.select({ id: comments.id }).from(comments).where(eq(comments.id, id))).toHaveLength(0);
      expect((await author.call('DELETE', `/api/v1/comments/${id}`)).statusCode).toBe(404);
    });

    it('lets other accounts report a published comment once; not their own, not one waiting for moderation', async () => {
      const postId = await createPost();
      const author = await signUp(app);
      const reader = await signUp(app);
      const pending = (await comment(author, postId, 'ينتظر المراجعة')).json().data.id;
      expect((await reader.call('POST', `/api/v1/comments/${pending}/report`)).statusCode).toBe(404);
      await admin.call('POST', `/api/admin/comments/${pending}/approve`, {});
      expect((await author.call('POST', `/api/v1/comments/${pending}/report`)).statusCode).toBe(409);
      const reported = await reader.call('POST', `/api/v1/comments/${pending}/report`);
      expect(reported.statusCode).toBe(201);
      expect(reported.json().data.already_reported).toBe(false);
      expect((await reader.call('POST', `/api/v1/comments/${pending}/report`)).json().data.already_reported).toBe(true);
      const record = (await admin.call('GET', `/api/admin/comments/${pending}`)).json().data;
      expect(record.reports).toBe(1);
      const reportedList = (await admin.call('GET', `/api/admin/comments?reported=true&post_id=${postId}`)).json().data;
      expect(reportedList.items.map((item: { id: number }) => item.id)).toEqual([pending]);
      expect((await admin.call('DELETE', `/api/admin/comments/${pending}`)).statusCode).toBe(200);
      expect((await publicComments(postId)).items).toEqual([]);
    });

    it('limits how many comments an account sends in a short time', async () => {
      const postId = await createPost();
      const author = await signUp(app);
      for (let i = 0; i < COMMENTS_PER_WINDOW; i += 1) expect((await comment(author, postId, `تعليق رقم ${i}`)).statusCode).toBe(201);
      const refused = await comment(author, postId, 'تعليق زائد', 'ar');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('أرسلت تعليقات كثيرة في وقت قصير: يرجى الانتظار بضع دقائق ثم المحاولة مجددًا');
      // Another account is not limited by it.
      expect((await comment(await signUp(app), postId, 'تعليق آخر')).statusCode).toBe(201);
    });

    it('stores a comment once however often it is retried with its Idempotency-Key, also together (decision 095)', async () => {
      const postId = await createPost();
      const author = await signUp(app);
      const url = `/api/v1/posts/${postId}/comments`;
      const send = (body: string, key: string) => keyedCall(app, author.token, 'POST', url, { body }, key);
      const first = await send('An article worth reading', 'comment-key-1');
      expect(first.statusCode, first.body).toBe(201);
      const again = await send('An article worth reading', 'comment-key-1');
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const together = await Promise.all([1, 2, 3].map(() => send('Sent three times at once', 'comment-key-2')));
      expect(together.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(together.map((answer) => answer.json().data.id)).size).toBe(1);
      // Another key is another comment; the same key with another text is refused.
      expect((await send('An article worth reading', 'comment-key-3')).statusCode).toBe(201);
      const reused = await send('Another text', 'comment-key-1');
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for another request: send a new key');
      const stored = await database.db.select({ id: comments.id }).from(comments).where(eq(comments.post_id, postId));
      expect(stored).toHaveLength(3);
    });
  });
});
