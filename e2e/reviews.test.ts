import { describe, expect, it } from 'vitest';
import { apiCall, logInByApi, logInThroughForm, newPage, pathOf, registerByApi, toastShown, useBrowser } from './support/session.ts';
import { DEMO_ADMIN, verifiedCompany } from './support/companies.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('reviews of companies (decision 131)', () => {
  it('lets a job seeker on a phone in Arabic review a company they work for (held), and an administrator publish it', async () => {
    const { companyId } = await verifiedCompany('شركة المراجعات للتجربة');
    const seeker = await registerByApi('USER');
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, seeker.email, seeker.password);

    // The company page: no averages yet, a link to write a review.
    await page.goto(`/company-profile/${companyId}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('reviews-not-enough').waitFor();
    await Promise.all([page.waitForURL(`**/company-profile/${companyId}/review`), page.getByTestId('review-write').click()]);

    const form = page.getByTestId('review-form');
    const fill = async () => {
      await form.locator('input[name="title"]').fill('بيئة عمل تعلّمت فيها الكثير');
      for (const name of ['rating_overall', 'rating_pay', 'rating_management', 'rating_balance', 'rating_growth']) await form.locator(`select[name="${name}"]`).selectOption('4');
      await form.locator('textarea[name="pros"]').fill('زملاء متعاونون وتدريب منظم.');
      await form.locator('textarea[name="cons"]').fill('ساعات طويلة في نهاية كل ربع.');
    };
    // As an applicant without an application: refused with the reason, what was typed kept.
    await fill();
    await page.getByTestId('review-relationship-applicant').check();
    await page.getByTestId('review-submit').click();
    await page.getByText('لم تتقدّم إلى هذه المنشأة').first().waitFor();
    expect(await form.locator('textarea[name="pros"]').inputValue()).toBe('زملاء متعاونون وتدريب منظم.');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/review-refused-ar-390.png`, fullPage: true });

    // Declared as a current employee: held for moderation.
    await page.getByTestId('review-relationship-current_employee').check();
    await Promise.all([page.waitForURL((url) => url.pathname === `/company-profile/${companyId}`), page.getByTestId('review-submit').click()]);
    await toastShown(page, 'سيُنشر تقييمك بعد أن يراجعه فريقنا');
    await page.getByTestId('review-mine').filter({ hasText: 'بانتظار المراجعة' }).waitFor();
    expect(await page.getByTestId('review').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/company-reviews-held-ar-390.png`, fullPage: true });

    const token = await logInByApi(seeker.email, seeker.password);
    const { mine } = await apiCall<{ mine: Array<{ id: number }> }>('GET', `/api/v1/companies/${companyId}/reviews`, token);
    const reviewId = mine[0]!.id;

    // The administrator publishes it from the console.
    const admin = await newPage(browser(), 1280);
    await admin.page.goto('/login');
    await logInThroughForm(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.page.goto('/admin/company-reviews');
    await admin.page.getByText('بيئة عمل تعلّمت فيها الكثير').first().waitFor();
    if (SCREENSHOTS) await admin.page.screenshot({ path: `${SCREENSHOTS}/admin-company-reviews-ar-1280.png`, fullPage: true });
    await admin.page.goto(`/admin/company-reviews/${reviewId}`);
    await openAdminAction(admin.page, 'approve');
    await confirmAdminAction(admin.page);
    await toastShown(admin.page, 'نُشر التقييم وأُبلغ كاتبه');
    await admin.context.close();

    // Published: a visitor in English reads it, without its author's name.
    const visitor = await newPage(browser(), 1280);
    await visitor.page.goto(`/en/company-profile/${companyId}`);
    expect(await visitor.page.locator('html').getAttribute('dir')).toBe('ltr');
    const review = visitor.page.getByTestId('review').filter({ hasText: 'بيئة عمل تعلّمت فيها الكثير' });
    await review.waitFor();
    expect(await review.innerText()).toContain('Current employee');
    expect(await visitor.page.getByTestId('company-reviews').innerText()).not.toContain('Test Seeker');
    await visitor.page.getByTestId('reviews-not-enough').waitFor();
    if (SCREENSHOTS) await visitor.page.screenshot({ path: `${SCREENSHOTS}/company-reviews-en-1280.png`, fullPage: true });
    await visitor.context.close();
    expect(pathOf(page)).toBe(`/company-profile/${companyId}`);
    await context.close();
  });
});
