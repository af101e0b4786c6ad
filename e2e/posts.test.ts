import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, pathOf, registerByApi, toastShown, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

describe('blogs, news and comments', () => {
  it('lets an Arabic visitor on a phone read a post, log in and comment (held), and see it once an administrator approves it', async () => {
    const reader = await registerByApi('USER');
    const { context, page } = await newPage(browser(), 390);

    // The blog, in Arabic, from the seeded articles; the category filter is a link.
    await page.goto('/blogs');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('posts-list').waitFor();
    const cards = page.getByTestId('post-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await Promise.all([page.waitForURL('**/blogs?category=cv_tips'), page.getByTestId('post-category-cv_tips').click()]);
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/blogs-ar-390.png`, fullPage: true });

    await Promise.all([page.waitForURL(/\/blogs\/\d+$/), cards.first().getByRole('link').click()]);
    const postPath = pathOf(page);
    await expect.poll(() => page.getByTestId('post-title').innerText()).toContain('سيرة ذاتية');
    // Article structured data in the page's head.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Article', inLanguage: 'ar-SA' });
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');

    // A visitor is asked to log in, and comes back to the post.
    await Promise.all([page.waitForURL('**/login?redirect=*'), page.getByTestId('comment-login').click()]);
    await logInThroughForm(page, reader.email, reader.password);
    expect(pathOf(page)).toBe(postPath);

    const text = 'شكرًا على النصائح، سأعدّل سيرتي الذاتية اليوم <b>فورًا</b>';
    await page.getByTestId('comment-input').fill(text);
    await Promise.all([page.waitForURL((url) => url.pathname === postPath), page.getByTestId('comment-submit').click()]);
    await toastShown(page, 'سيظهر تعليقك بعد أن يراجعه فريقنا');
    const mine = page.getByTestId('comment').filter({ hasText: 'شكرًا على النصائح' });
    expect(await mine.getAttribute('data-status')).toBe('pending');
    // Plain text: the tag shows as typed, it is not markup.
    expect(await mine.getByTestId('comment-body').innerText()).toBe(text);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/blog-comment-held-ar-390.png`, fullPage: true });

    // Nobody else sees it yet.
    const visitor = await newPage(browser(), 390);
    await visitor.page.goto(postPath);
    expect(await visitor.page.getByText('شكرًا على النصائح').count()).toBe(0);

    // An administrator approves it in the console.
    const commentId = (await mine.getAttribute('id'))!.replace('comment-', '');
    const admin = await newPage(browser(), 1280);
    await admin.page.goto('/login');
    await logInThroughForm(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/admin/comments?status=pending');
    await admin.page.getByText('شكرًا على النصائح').first().waitFor();
    if (SCREENSHOTS) await admin.page.screenshot({ path: `${SCREENSHOTS}/admin-comments-ar-1280.png`, fullPage: true });
    await admin.page.goto(`/admin/comments/${commentId}`);
    await openAdminAction(admin.page, 'approve');
    await confirmAdminAction(admin.page);
    await toastShown(admin.page, 'تم اعتماد التعليق ونشره');
    await admin.context.close();

    // The visitor and the author now see it, published.
    await visitor.page.reload();
    await visitor.page.getByText('شكرًا على النصائح').waitFor();
    await visitor.context.close();
    await page.reload();
    expect(await page.getByTestId('comment').filter({ hasText: 'شكرًا على النصائح' }).getAttribute('data-status')).toBe('published');
    expect(await page.getByTestId('comment-pending').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/blog-comment-published-ar-390.png`, fullPage: true });
    await context.close();
  });

  it('lets another reader report a published comment once, and its author, alone, delete it, on a phone in Arabic', async () => {
    // A published comment: written through the API, approved by the administrator.
    const author = await registerByApi('USER');
    const authorToken = await logInByApi(author.email, author.password);
    const { items } = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/posts?kind=blog', null);
    const postId = items[0]!.id;
    const text = `سؤال عن الرسالة التعريفية ${Date.now()}`;
    const comment = await apiCall<{ id: number; status: string }>('POST', `/api/v1/posts/${postId}/comments`, authorToken, { body: text });
    expect(comment.status).toBe('pending');
    const adminToken = await logInByApi(ADMIN.email, ADMIN.password);
    expect((await apiCall<{ status: string }>('POST', `/api/admin/comments/${comment.id}/approve`, adminToken, {})).status).toBe('published');

    // Another reader: a report button, no delete button; a second report is answered as already sent.
    const other = await registerByApi('USER');
    const reader = await newPage(browser(), 390, 844);
    const writer = await newPage(browser(), 390, 844);
    try {
      await reader.page.goto('/login');
      await logInThroughForm(reader.page, other.email, other.password);
      await reader.page.goto(`/blogs/${postId}`);
      const theirs = reader.page.getByTestId('comment').filter({ hasText: text });
      await theirs.waitFor();
      // Shown with the author's display name, never the email.
      expect(await theirs.innerText()).toContain('Test Seeker');
      expect(await theirs.innerText()).not.toContain(author.email);
      expect(await theirs.getByTestId('comment-delete').count()).toBe(0);
      await hydrated(reader.page);
      await theirs.getByTestId('comment-report').click();
      await reader.page.getByText('شكرًا لك: أُرسل بلاغك إلى فريقنا').waitFor();
      await theirs.getByTestId('comment-report').click();
      await reader.page.getByText('سبق أن أبلغت عن هذا التعليق').first().waitFor();
      if (SCREENSHOTS) await reader.page.screenshot({ path: `${SCREENSHOTS}/blog-comment-reported-ar-390.png`, fullPage: false });

      // The author: a delete button, no report button; deleting removes it for everybody.
      await writer.page.goto('/login');
      await logInThroughForm(writer.page, author.email, author.password);
      await writer.page.goto(`/blogs/${postId}`);
      const mine = writer.page.getByTestId('comment').filter({ hasText: text });
      await mine.waitFor();
      expect(await mine.getByTestId('comment-report').count()).toBe(0);
      await hydrated(writer.page);
      await mine.getByTestId('comment-delete').click();
      await writer.page.getByText('حُذف تعليقك').waitFor();
      await expect.poll(() => writer.page.getByTestId('comment').filter({ hasText: text }).count()).toBe(0);
      await reader.page.reload();
      await reader.page.getByTestId('post-title').waitFor();
      expect(await reader.page.getByText(text).count()).toBe(0);
    } finally {
      await reader.context.close();
      await writer.context.close();
    }
  });

  it('shows news in English, with the example news marked, and answers 404 for an unknown post', async () => {
    const list = await apiCall<{ items: Array<{ id: number; is_example: boolean }> }>('GET', '/api/v1/posts?kind=news', null);
    const example = list.items.find((item) => item.is_example)!;
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(browser(), width);
      await page.goto('/en/news');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      await page.getByTestId('posts-list').waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/news-en-${width}.png`, fullPage: true });
      await page.goto(`/en/news/${example.id}`);
      await page.getByTestId('post-example-note').waitFor();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', inLanguage: 'en' });
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/news-item-en-${width}.png`, fullPage: true });
      await context.close();
    }
    // Published posts are in the sitemap, in both languages.
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/news/${example.id}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/en/news/${example.id}</loc>`));
    const { context, page } = await newPage(browser(), 1280);
    const missing = await page.goto('/blogs/99999999');
    expect(missing?.status()).toBe(404);
    if (SCREENSHOTS) {
      await page.goto('/blogs');
      await page.screenshot({ path: `${SCREENSHOTS}/blogs-ar-1280.png`, fullPage: true });
      await Promise.all([page.waitForURL(/\/blogs\/\d+$/), page.getByTestId('post-card').first().getByRole('link').click()]);
      await page.screenshot({ path: `${SCREENSHOTS}/blog-ar-1280.png`, fullPage: true });
      await page.goto(`/en${pathOf(page)}`);
      await page.screenshot({ path: `${SCREENSHOTS}/blog-en-1280.png`, fullPage: true });
      await page.goto('/login');
      await logInThroughForm(page, ADMIN.email, ADMIN.password);
      await page.goto(`/admin/posts/${example.id}?edit=1`);
      await page.getByTestId('body_ar-editor').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/admin-post-edit-ar-1280.png`, fullPage: true });
    }
    await context.close();
  });

  it('lets an administrator write a news item in the console with the rich-text editor and a cover image, resized', async () => {
    const cover = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b7285' } }).jpeg().toBuffer();
    const { context, page } = await newPage(browser(), 1280);
    await page.goto('/login');
    await logInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/posts?create=1');
    const form = page.getByTestId('admin-create-form');
    await form.locator('select[name="kind"]').selectOption('news');
    await form.locator('select[name="category"]').selectOption('platform_news');
    await form.locator('input[name="title_ar"]').fill('توظيف تضيف صور الغلاف إلى الأخبار');
    const editor = page.getByTestId('body_ar-editor');
    await editor.click();
    await page.keyboard.type('أصبح بإمكان فريق التحرير إضافة صورة غلاف لكل خبر.');
    await form.locator('input[name="author_name"]').fill('فريق تحرير توظيف');
    await form.locator('input[name="published_at"]').fill(new Date(Date.now() - 3_600_000).toISOString().slice(0, 16));
    expect(await form.locator('input[name="is_example"]').isChecked()).toBe(false);
    await form.locator('input[name="cover_file_id_upload"]').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await Promise.all([page.waitForURL(/\/admin\/posts\/\d+$/), page.getByTestId('admin-create-submit').click()]);
    const id = pathOf(page).split('/').pop()!;
    const post = await apiCall<{ title: string; body: string; cover_url: string; language: string }>('GET', `/api/v1/posts/${id}`, null);
    expect(post).toMatchObject({ title: 'توظيف تضيف صور الغلاف إلى الأخبار', language: 'ar', body: '<p>أصبح بإمكان فريق التحرير إضافة صورة غلاف لكل خبر.</p>' });
    const image = await sharp(Buffer.from(await (await fetch(`${page.url().split('/admin')[0]}${post.cover_url}`)).arrayBuffer())).metadata();
    expect([image.width, image.height]).toEqual([1600, 800]);
    await page.goto(`/news/${id}`);
    await page.locator('img.post-cover').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/news-with-cover-ar-1280.png`, fullPage: true });
    await context.close();
  });
});
