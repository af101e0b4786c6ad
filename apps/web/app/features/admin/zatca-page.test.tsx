import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TLocale, TZatcaConsole, TZatcaQueueDocument } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { ZatcaConsolePage } from './zatca-page.tsx';

const document = (overrides: Partial<TZatcaQueueDocument>): TZatcaQueueDocument => ({
  id: 1,
  payment_id: 10,
  type: 'invoice',
  kind: 'simplified',
  number: 'INV-2026-001000',
  company_name: 'شركة الأفق',
  state: 'reported',
  icv: 1,
  attempts: 1,
  last_failure: null,
  messages: [],
  late: false,
  retryable: false,
  created_at: '2026-11-27T10:00:00+03:00',
  submitted_at: '2026-11-27T10:01:00+03:00',
  ...overrides,
});

const state: TZatcaConsole = {
  mode: 'simulation',
  unit: { onboarded_at: '2026-11-01T09:00:00+03:00', certificate_expires_at: '2026-12-10T09:00:00+03:00', days_left: 12, expiring: true, last_icv: 42 },
  counts: { waiting: 1, reported: 30, cleared: 9, rejected: 1, late: 1 },
  documents: [
    document({ id: 3, state: 'rejected', retryable: true, messages: [{ kind: 'error', message: 'The previous invoice hash (PIH) is not the hash of the last invoice' }] }),
    document({ id: 4, type: 'credit_note', number: 'INV-2026-001001-CN', state: 'waiting', late: true, retryable: true, attempts: 3, last_failure: 'ZATCA could not be reached at the last attempt' }),
    document({ id: 5, kind: 'standard', state: 'cleared', messages: [{ kind: 'warning', message: 'The buyer’s name is longer than recommended' }] }),
  ],
};

function render(page: TZatcaConsole, locale: TLocale) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <ZatcaConsolePage state={page} />, loader: () => ({}), action: () => null }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root: {} } },
  });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

describe('the console’s ZATCA page (decision 171)', () => {
  it('says the unit’s state, the certificate’s days and the late invoices, and offers a retry only to refused or stuck documents, in English', () => {
    const html = render(state, 'en');
    expect(html).toContain('Simulation (no legal effect)');
    expect(html).toContain('12 days left');
    expect(html).toContain('data-testid="zatca-expiring"');
    expect(html).toContain('One simplified invoice is past ZATCA’s reporting limit (24 hours after issue)');
    expect(html).toContain('Refused by ZATCA');
    expect(html).toContain('The previous invoice hash (PIH) is not the hash of the last invoice');
    expect(html).toContain('Warning');
    expect(html).toContain('Credit note');
    expect(html).toContain('Past 24 hours');
    expect(html.match(/data-testid="zatca-retry"/g)).toHaveLength(2);
  });

  it('names every column of the queue, the retry’s for screen readers only (axe: no empty table header)', () => {
    for (const [locale, name] of [['en', 'Action'], ['ar', 'الإجراء']] as const) {
      const headers = [...render(state, locale).matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((header) => header[1]!);
      expect(headers).toHaveLength(5);
      for (const header of headers) expect(header.replace(/<[^>]+>/g, '').trim()).not.toBe('');
      expect(headers[4]).toBe(`<span class="visually-hidden">${name}</span>`);
    }
  });

  it('says the same in Arabic, with no message id left', () => {
    const html = render(state, 'ar');
    expect(html).toContain('بيئة المحاكاة');
    expect(html).toContain('12 يومًا متبقيًا');
    expect(html).toContain('تقترب الشهادة من نهايتها');
    expect(html).toContain('فاتورة مبسطة واحدة تجاوزت مهلة الإبلاغ');
    expect(html).toContain('رفضتها الهيئة');
    expect(html).toContain('إشعار دائن');
    expect(html).toContain('إعادة الإرسال');
    expect(html).not.toMatch(/admin\.zatca\.\w+/);
  });

  it('tells how to onboard when there is no unit, and that phase 2 is off', () => {
    const html = render({ mode: 'off', unit: null, counts: { waiting: 0, reported: 0, cleared: 0, rejected: 0, late: 0 }, documents: [] }, 'en');
    expect(html).toContain('Off: phase-1 invoices only');
    expect(html).toContain('npm run zatca:onboard');
    expect(html).toContain('No documents in the queue yet.');
    expect(html).not.toContain('data-testid="zatca-late-warning"');
  });
});
