import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TLocale, TTaxInvoice } from '@tawzeef/contract';
import { INVOICE_PDF_WORDS } from '../../../../api/src/modules/payments/invoice-pdf-words.ts';
import { I18nContext, translator } from '../../i18n/index.ts';
import { paymentsAr, paymentsEn } from './i18n.ts';
import { InvoiceDocument } from './invoice-document.tsx';

const invoice: TTaxInvoice = {
  payment_id: 42,
  kind: 'simplified',
  invoice_number: 'INV-2026-001000',
  issued_at: '2026-11-22T13:15:00+03:00',
  seller_name: 'Tawzeef Platform Co.',
  seller_name_ar: 'شركة منصة توظيف',
  seller_name_en: 'Tawzeef Platform Co.',
  seller_vat_number: '310122393500003',
  seller_address: 'Riyadh',
  buyer_name: 'Horizon',
  buyer_vat_number: null,
  buyer_address: null,
  supply_date: '2026-11-22',
  service_from: '2026-11-22',
  service_to: '2026-12-21',
  description: 'Job posting: Accountant (30 days)',
  job_id: 1,
  job_title: 'Accountant',
  package_name: null,
  package_posts: null,
  posting_days: 30,
  currency: 'SAR',
  fee_halalas: 49_900,
  vat_halalas: 7_485,
  total_halalas: 57_385,
  vat_rate_basis_points: 1_500,
  pay_type: 'bank',
  qr_base64: 'AQ==',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  zatca: null,
  credit: null,
};

function render(locale: TLocale) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <InvoiceDocument invoice={invoice} />, loader: () => ({}) }], {
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

describe('the invoice page’s PDF (decision 180)', () => {
  it('links the API’s PDF next to the print button, in both languages', () => {
    const english = render('en');
    expect(english).toMatch(/<a[^>]*href="\/en\/invoices\/42\/pdf\/invoice"[^>]*download=""[^>]*data-testid="invoice-pdf"/);
    expect(english).toContain('Download PDF');
    const arabic = render('ar');
    expect(arabic).toMatch(/<a[^>]*href="\/invoices\/42\/pdf\/invoice"/);
    expect(arabic).toContain('تنزيل PDF');
  });

  it('prints the page’s own words in the PDF', () => {
    for (const [locale, messages] of [['ar', paymentsAr], ['en', paymentsEn]] as const) {
      for (const [id, words] of Object.entries(INVOICE_PDF_WORDS[locale])) expect([id, words]).toEqual([id, messages[id as keyof typeof messages]]);
    }
  });
});
