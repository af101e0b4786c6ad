import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { HORIZON } from './support/fixtures.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('message templates (decision 128)', () => {
  it('a company writes a template in both languages, is told of an unknown placeholder, and uses it in a message the seeker reads in their language', async () => {
    // A job seeker with a CV (their account reads Arabic, the default) and a conversation the company started.
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await apiCall('PUT', '/api/v1/user/profile/job-required', seekerToken, { job_role_title: 'محاسب أول', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
    const { id: seekerId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', seekerToken);
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const started = await apiCall<{ conversation: { id: number } }>('POST', '/api/v1/conversations', companyToken, { seeker_id: seekerId, body: 'مرحبًا' });
    const conversationId = started.conversation.id;

    // The company, in English, writes a template: a misspelt placeholder is refused, named, and nothing typed is lost.
    const { page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);
    await page.goto('/en/company-templates');
    await hydrated(page);
    const name = `Next steps ${Date.now()}`;
    const form = page.getByTestId('template-form');
    await form.getByTestId('template-name').fill(name);
    await form.getByTestId('template-kind').selectOption('message');
    await form.getByTestId('template-body-ar').fill('مرحبًا {{first_name}}، شكرًا لاهتمامك بالعمل في {{company}}. {{member_name}}');
    await form.getByTestId('template-body-en').fill('Hello {{frist_name}}, thank you for your interest in {{company}}.');
    // The preview fills the placeholders in with examples as it is typed.
    expect(await form.getByTestId('template-preview-ar').textContent()).toContain('مرحبًا سارة');
    await form.getByTestId('template-add').click();
    await page.getByText('Unknown placeholder {{frist_name}}').waitFor();
    expect(await page.getByTestId('template-form').getByTestId('template-body-ar').inputValue()).toContain('{{first_name}}');
    await page.getByTestId('template-form').getByTestId('template-body-en').fill('Hello {{first_name}}, thank you for your interest in {{company}}. {{member_name}}');
    await page.getByTestId('template-form').getByTestId('template-add').click();
    const item = page.locator(`[data-testid="template-item"][data-name="${name}"]`);
    await item.waitFor();
    expect(await item.getByTestId('template-preview-en').first().textContent()).toContain('Hello Sara, thank you for your interest in Your company.');
    await noWiderThan(page, 1280);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/templates-en-1280.png`, fullPage: true });

    // In the conversation, the template goes in the box filled in for this seeker, in their language (Arabic).
    await page.goto(`/en/messages/${conversationId}`);
    await page.getByTestId('template-pick').selectOption({ label: name });
    await Promise.all([page.waitForURL((url) => url.searchParams.has('template')), page.getByTestId('template-use').click()]);
    const box = page.getByTestId('composer-body');
    await expect.poll(() => box.inputValue()).toMatch(/^مرحبًا Test، شكرًا لاهتمامك بالعمل في .+\. .+$/);
    expect(await box.inputValue()).not.toContain('{{');
    await box.fill(`${await box.inputValue()} نراك قريبًا`);
    await page.getByTestId('composer-send').click();
    await page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'نراك قريبًا' }).waitFor();

    // The seeker reads it so.
    const thread = await apiCall<{ messages: Array<{ body: string | null }> }>('GET', `/api/v1/conversations/${conversationId}`, seekerToken);
    expect(thread.messages.at(-1)!.body).toMatch(/^مرحبًا Test، شكرًا لاهتمامك/);

    // A first message to another job seeker starts from the template too, filled in before the conversation exists.
    const other = await registerByApi('USER');
    const otherToken = await logInByApi(other.email, other.password);
    const { id: otherId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', otherToken);
    await page.goto(`/en/messages?to=${otherId}`);
    await page.getByTestId('new-conversation').getByTestId('template-pick').selectOption({ label: name });
    await Promise.all([page.waitForURL((url) => url.searchParams.has('template') && url.searchParams.get('to') === String(otherId)), page.getByTestId('template-use').click()]);
    const first = page.getByTestId('new-conversation').getByTestId('composer-body');
    await expect.poll(() => first.inputValue()).toMatch(/^مرحبًا Test، شكرًا لاهتمامك بالعمل في .+\. .+$/);
    await Promise.all([page.waitForURL(/\/messages\/\d+/), page.getByTestId('new-conversation-send').click()]);
    const opened = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/conversations', otherToken);
    const firstThread = await apiCall<{ messages: Array<{ body: string | null }> }>('GET', `/api/v1/conversations/${opened.items[0]!.id}`, otherToken);
    expect(firstThread.messages[0]!.body).toMatch(/^مرحبًا Test، شكرًا لاهتمامك/);

    // The page on a phone, in Arabic.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/company-templates');
    await page.locator(`[data-testid="template-item"][data-name="${name}"]`).waitFor();
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/templates-ar-390.png`, fullPage: true });
  });
});
