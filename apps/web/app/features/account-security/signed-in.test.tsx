import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TAccountSession, TLocale, TSecondStepStatus } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { AccountSecurityPage, SignedInSection } from './account-security-page.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

/** A page as the server renders it (no JavaScript yet), in `locale`. */
function render(node: ReactNode, locale: TLocale = 'en') {
  const router = createMemoryRouter([{ path: '/', element: node, action: () => null }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

const sessions: TAccountSession[] = [
  { id: 7, device: 'Firefox on Windows', place: null, created_at: '2026-11-27T09:05:00+03:00', last_used_at: '2026-11-27T15:40:00+03:00', current: true },
  { id: 5, device: 'Chrome on Android', place: 'Saudi Arabia', created_at: '2026-11-20T08:00:00+03:00', last_used_at: '2026-11-26T21:15:00+03:00', current: false },
];
const secondStep: TSecondStepStatus = { state: 'off', required: false, needed_now: false, recovery_codes_left: 0, setup: null };

describe('where you are signed in, on /account-security (issue 61 §2)', () => {
  it('lists each session with its device and times, marks this device, and ends the others with plain forms', () => {
    const html = render(<SignedInSection sessions={sessions} />);
    expect(html).toContain('Where you are signed in');
    expect(html.match(/data-testid="session"/g)).toHaveLength(2);
    expect(html).toContain('<bdi>Firefox on Windows</bdi>');
    expect(html.match(/data-testid="session-this-device"/g)).toHaveLength(1);
    expect(html).toContain('This device');
    // The wall clock the API wrote in the person's zone, not the server's.
    expect(html).toContain('Started: 27 Nov 2026, 09:05');
    expect(html).toContain('Last used: 26 Nov 2026, 21:15');
    // One End form, for the other session only, and one to end them all: plain forms that post without JavaScript.
    expect(html.match(/data-testid="session-end"/g)).toHaveLength(1);
    expect(html).toContain('name="intent" value="end-session"');
    expect(html).toContain('name="session" value="5"');
    expect(html).not.toContain('name="session" value="7"');
    expect(html).toContain('aria-label="End the session of Chrome on Android"');
    expect(html).toContain('name="intent" value="end-others"');
    expect(html).toContain('End all other sessions');
    expect(html.match(/<form [^>]*method="post"/g)).toHaveLength(2);
    // The approximate place where it is known (decision 174), once, with the source its licence asks to name.
    expect(html.match(/data-testid="session-place"/g)).toHaveLength(1);
    expect(html).toContain('Approximate place: Saudi Arabia');
    expect(html).toContain('with data from DB-IP');
  });

  it('in Arabic, and with this device alone says there are no others', () => {
    const html = render(<SignedInSection sessions={[{ ...sessions[0]!, device: 'Firefox على Windows' }]} />, 'ar');
    expect(html).toContain('أين سجّلت الدخول');
    expect(html).toContain('هذا الجهاز');
    expect(html).toContain('لا توجد جلسات أخرى');
    expect(html).not.toContain('end-others');
    expect(html).not.toContain('data-testid="session-end"');
    // No place known: neither a place nor its source.
    expect(html).not.toContain('session-place');
    expect(html).not.toContain('DB-IP');
  });

  it('says the approximate place in Arabic', () => {
    const html = render(<SignedInSection sessions={[{ ...sessions[1]!, place: 'المملكة العربية السعودية' }]} />, 'ar');
    expect(html).toContain('المكان التقريبي: المملكة العربية السعودية');
    expect(html).toContain('ببيانات DB-IP');
  });

  it('the page shows the section under the second step', () => {
    const html = render(<AccountSecurityPage page={{ secondStep, sessions, passkeys: [] }} />);
    expect(html.indexOf('data-testid="second-step"')).toBeLessThan(html.indexOf('data-testid="sessions"'));
    expect(render(<AccountSecurityPage page={{ secondStep, sessions: [], passkeys: [] }} />)).not.toContain('data-testid="sessions"');
  });
});

describe('passkeys on /account-security (decision 165)', () => {
  const passkeys = [
    { id: 3, name: 'Work laptop', created_at: '2026-11-27T09:05:00+03:00', last_used_at: null },
    { id: 2, name: 'جوالي', created_at: '2026-11-20T08:00:00+03:00', last_used_at: '2026-11-26T21:15:00+03:00' },
  ];
  it('lists each passkey with its name and dates, a rename and a remove form for each (plain forms), and a name to add one', () => {
    const html = render(<PasskeysSection passkeys={passkeys} required={false} />);
    expect(html).toContain('Passkeys');
    expect(html.match(/data-testid="passkey"/g)).toHaveLength(2);
    expect(html).toContain('<bdi>Work laptop</bdi>');
    expect(html).toContain('Added: 27 Nov 2026, 09:05');
    expect(html).toContain('Not used yet');
    expect(html).toContain('Last used: 26 Nov 2026, 21:15');
    expect(html.match(/name="intent" value="passkey-rename"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Remove the passkey Work laptop"');
    expect(html).toContain('name="passkey" value="2"');
    expect(html).toContain('data-testid="passkey-add-name"');
    // The add button needs WebAuthn, so it comes with JavaScript: not in the server's page.
    expect(html).not.toContain('data-testid="passkey-add"');
  });
  it('in Arabic, with none yet, tells an administrator a passkey is enough of a second step', () => {
    const html = render(<PasskeysSection passkeys={[]} required />, 'ar');
    expect(html).toContain('مفاتيح المرور');
    expect(html).toContain('لم تُضف أي مفتاح مرور بعد');
    expect(html).toContain('مفتاح المرور خطوة ثانية كافية لحسابات المشرفين');
  });
});
