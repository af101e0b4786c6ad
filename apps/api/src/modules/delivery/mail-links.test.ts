import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { sendReviewMail } from '../companies/review-mail.ts';
import { sendAccountNotice, sendJobNotice } from '../admin/notices.ts';
import type { TAdminContext } from '../admin/context.ts';
import { sendReceivedMail } from '../applications/received-mail.ts';
import { sendStageMail } from '../applications/stage-mail.ts';
import { conversationUrl, sendInvitationMail, sendResponseMail, sendUnreadMail } from '../messages/mails.ts';
import { returnUrl } from '../payments/online-payment.ts';
import { renderDigestMail } from '../alerts/digest-mail.ts';
import type { TNotifier } from './notifier.ts';

const PUBLIC_URL = 'https://tawzeef.example';
type TSent = Parameters<TNotifier['mail']>[0];

function recorder() {
  const sent: TSent[] = [];
  const notifier: TNotifier = { mail: async (message) => void sent.push(message), sms: async () => undefined };
  return { sent, notifier };
}

/** Every address of the site a mail links to (text and HTML), API addresses (one-click unsubscribe) aside. */
function siteLinksOf(mail: TSent): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https:\/\/tawzeef\.example[^\s"'<>)]*/g) ?? [];
  return found.filter((url) => !url.startsWith(`${PUBLIC_URL}/api/`));
}

function expectLinksIn(mail: TSent, locale: TLocale) {
  const links = siteLinksOf(mail);
  expect(links.length, mail.purpose).toBeGreaterThan(0);
  for (const link of links) {
    const path = link.slice(PUBLIC_URL.length);
    if (locale === 'en') expect(path, `${mail.purpose}: ${link}`).toMatch(/^\/en(\/|$|\?)/);
    else expect(path, `${mail.purpose}: ${link}`).not.toMatch(/^\/(en|ar)(\/|$|\?)/);
  }
}

const company = { foundation_name: 'شركة الاختبار', foundation_name_en: 'Test Co', verification_status: 'verified', verification_note: null } as unknown as TCompanyRow;

describe('links in mails carry the mail’s language (/en for English, none for Arabic)', () => {
  for (const locale of LOCALES) {
    it(`every mail kind sent without a database, in ${locale}`, async () => {
      const { sent, notifier } = recorder();
      const to = { email: 'someone@example.com', locale, name: 'Sara' };
      await sendReviewMail({ notifier, publicUrl: PUBLIC_URL }, to, company);
      await sendReviewMail({ notifier, publicUrl: PUBLIC_URL }, to, { ...company, verification_status: 'rejected' } as TCompanyRow, true);
      const ctx = { deps: { notifier, config: { publicUrl: PUBLIC_URL } } as unknown as TAppDeps, log: { error: () => undefined } } as unknown as TAdminContext;
      await sendAccountNotice(ctx, to, 'reactivated', 'Checked');
      await sendJobNotice(ctx, to, 'unpublished', 'Accountant', 'Checked');
      await sendJobNotice(ctx, to, 'restored', 'Accountant', 'Checked');
      const job = { title: 'Accountant', show_company: true };
      await sendReceivedMail({ notifier, config: { publicUrl: PUBLIC_URL } }, to, { job, company });
      await sendStageMail({ notifier, config: { publicUrl: PUBLIC_URL } }, to, { job, company, stage: 'shortlisted' });
      const url = conversationUrl(PUBLIC_URL, locale, 7);
      await sendUnreadMail(notifier, to, { name: 'Test Co', job: 'Accountant', count: 3, url });
      const calendar = { filename: 'interview.ics', content_type: 'text/calendar', content: 'BEGIN:VCALENDAR' } as never;
      const start = new Date('2026-12-01T09:00:00Z');
      await sendInvitationMail(notifier, to, { company: 'Test Co', job: 'Accountant', start, minutes: 30, location: null, videoUrl: null, url, calendar } as never);
      await sendResponseMail(notifier, to, { seeker: 'Sara', job: 'Accountant', status: 'accepted', start, proposed: null, url, calendar: null } as never);
      expect(sent.map((mail) => mail.purpose)).toEqual([
        'company_verified',
        'company_revoked',
        'account_reactivated',
        'job_unpublished',
        'job_restored',
        'application_received',
        'application_stage',
        'message_unread',
        'interview_invitation',
        'interview_response',
      ]);
      for (const mail of sent) expectLinksIn(mail, locale);
      // Counts in mails take their plural form (decision 040).
      const unread = sent.find((mail) => mail.purpose === 'message_unread')!;
      const invitation = sent.find((mail) => mail.purpose === 'interview_invitation')!;
      if (locale === 'ar') {
        expect(unread.text).toContain('أرسل إليك Test Co 3 رسائل لم تقرأها بعد بخصوص «Accountant».');
        expect(invitation.text).toContain('لمدة 30 دقيقة.');
      } else {
        expect(unread.text).toContain('Test Co sent you 3 messages about “Accountant” that you have not read yet.');
        expect(invitation.text).toContain('for 30 minutes.');
      }
    });
  }

  it('a job alert digest names its count in the Arabic plural form', () => {
    const subject = (total: number, keywords: string | null = 'محاسب') =>
      renderDigestMail({ locale: 'ar', keywords, jobs: [], total, jobUrl: () => PUBLIC_URL, searchUrl: PUBLIC_URL, manageUrl: PUBLIC_URL, unsubscribeUrl: PUBLIC_URL }).subject;
    expect([1, 2, 3, 10, 11, 14, 100, 101, 102].map((n) => subject(n))).toEqual([
      'وظيفة جديدة تطابق «محاسب»',
      'وظيفتان جديدتان تطابقان «محاسب»',
      '3 وظائف جديدة تطابق «محاسب»',
      '10 وظائف جديدة تطابق «محاسب»',
      '11 وظيفة جديدة تطابق «محاسب»',
      '14 وظيفة جديدة تطابق «محاسب»',
      '100 وظيفة جديدة تطابق «محاسب»',
      '101 وظيفة جديدة تطابق «محاسب»',
      '102 وظيفة جديدة تطابق «محاسب»',
    ]);
    expect(subject(14, null)).toBe('14 وظيفة جديدة تطابق تنبيهك');
  });

  it('the payment return address follows the language too', () => {
    expect(returnUrl(PUBLIC_URL, 'en', 5)).toBe(`${PUBLIC_URL}/en/payments/return?payment=5`);
    expect(returnUrl(PUBLIC_URL, 'ar', 5)).toBe(`${PUBLIC_URL}/payments/return?payment=5`);
  });

  it('every module builds a site link with siteLink, never by hand (so no mail kind can forget the language)', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              // `${publicUrl}/…` by hand (the API's own addresses under /api aside), or a hand-made language prefix.
              if (/\$\{[\w.]*publicUrl\}(?!\/api\/)/.test(line) || /===\s*'en'\s*\?\s*'\/en'/.test(line)) offenders.push(`${path.slice(root.length + 1)}:${i + 1}`);
            });
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
