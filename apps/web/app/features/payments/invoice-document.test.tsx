import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TCreditNote, TLocale, TTaxInvoice } from '@tawzeef/contract';
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
  buyer_national_address: null,
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

function render(locale: TLocale, shown: TTaxInvoice = invoice, credit?: TCreditNote) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <InvoiceDocument invoice={shown} {...(credit ? { credit } : {})} />, loader: () => ({}) }], {
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

/** The page's line about ZATCA: its state and its words; undefined when there is none. */
function zatcaLine(html: string): { state: string; words: string } | undefined {
  const match = /<p[^>]*data-testid="einvoice-state"[^>]*>([^<]*)<\/p>/.exec(html);
  if (!match) return undefined;
  return { state: /data-state="([a-z]+)"/.exec(match[0])![1]!, words: match[1]! };
}

describe('the invoice page with ZATCA phase 2 (decision 171)', () => {
  const standard: TTaxInvoice = { ...invoice, kind: 'standard', buyer_vat_number: '311111111111113', buyer_address: '1234 King Fahd Road, Riyadh 12211' };
  const creditNote: TCreditNote = { number: 'INV-2026-001000-CN', issued_at: '2026-11-23T10:00:00+03:00', reason: 'refund', note: 'Posted twice', qr_base64: 'AQ==', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', zatca: 'reported' };

  it('says in words, in both languages, that ZATCA cleared or was told of the document, and offers its XML', () => {
    const cleared = render('en', { ...standard, zatca: 'cleared' });
    expect(zatcaLine(cleared)).toEqual({ state: 'cleared', words: 'ZATCA (the Zakat, Tax and Customs Authority) cleared this document.' });
    expect(cleared).toContain('data-testid="e-invoice-download"');
    expect(zatcaLine(render('ar', { ...standard, zatca: 'cleared' }))?.words).toBe('اعتمدت هيئة الزكاة والضريبة والجمارك هذا المستند.');
    expect(zatcaLine(render('en', { ...invoice, zatca: 'reported' }))?.words).toBe('This document was reported to ZATCA (the Zakat, Tax and Customs Authority).');
    expect(zatcaLine(render('ar', { ...invoice, zatca: 'reported' }))?.words).toBe('أُبلغت هيئة الزكاة والضريبة والجمارك بهذا المستند.');
    // The credit note's page speaks of the credit note's own document.
    const credited = { ...invoice, zatca: 'waiting' as const, credit: creditNote };
    expect(zatcaLine(render('en', credited, creditNote))?.state).toBe('reported');
    expect(zatcaLine(render('en', credited))?.state).toBe('waiting');
  });

  it('tells the company a simplified invoice not yet with ZATCA (waiting, or refused and to be issued again) is on its way, without its XML', () => {
    for (const state of ['waiting', 'rejected'] as const) {
      const english = render('en', { ...invoice, zatca: state });
      expect(zatcaLine(english)).toEqual({ state, words: 'This document is on its way to ZATCA (the Zakat, Tax and Customs Authority); there is nothing for you to do.' });
      expect(english).not.toContain('e-invoice-download');
      expect(zatcaLine(render('ar', { ...invoice, zatca: state }))?.words).toBe('يُرسل هذا المستند إلى هيئة الزكاة والضريبة والجمارك، ولا يلزمك شيء.');
    }
  });

  it('says nothing of ZATCA with phase 2 off', () => {
    expect(zatcaLine(render('en'))).toBeUndefined();
    expect(zatcaLine(render('ar'))).toBeUndefined();
  });
});

describe('the buyer’s address on a standard invoice (decision 198)', () => {
  const address = (html: string) => [...(/<dd data-testid="invoice-buyer-address">(.*?)<\/dd>/.exec(html)?.[1] ?? '').matchAll(/<bdi dir="auto" class="invoice-address-line">([^<]*)<\/bdi>/g)].map((match) => match[1]);
  const national = { street: 'شارع العليا', building_number: '7788', additional_number: '3456', district: 'الملز', city: 'الرياض', postal_code: '12836', country_code: 'SA' };
  const standard: TTaxInvoice = { ...invoice, kind: 'standard', buyer_vat_number: '311111111111113', buyer_address: '7788 شارع العليا، الملز\nالرياض 12836-3456', buyer_national_address: national };

  it('shows the national address on its two lines, in both languages of the page', () => {
    for (const locale of ['ar', 'en'] as const) expect(address(render(locale, standard))).toEqual(['7788 شارع العليا، الملز', 'الرياض 12836-3456']);
  });

  it('shows the one line a company gave before as it is', () => {
    expect(address(render('en', { ...standard, buyer_address: 'Prince Sultan St, Jeddah 23442', buyer_national_address: null }))).toEqual(['Prince Sultan St, Jeddah 23442']);
  });
});

describe('the seller’s address (decision 202)', () => {
  const address = (html: string) => [...(/<dd data-testid="invoice-seller-address">(.*?)<\/dd>/.exec(html)?.[1] ?? '').matchAll(/<bdi dir="auto" class="invoice-address-line">([^<]*)<\/bdi>/g)].map((match) => match[1]);

  it('shows the seller’s national address on its two lines, the additional number after the postal code, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) expect(address(render(locale, { ...invoice, seller_address: '1234 King Fahd Road, Al Olaya\nRiyadh 12211-5678' }))).toEqual(['1234 King Fahd Road, Al Olaya', 'Riyadh 12211-5678']);
  });

  it('shows the one configured line as it is', () => {
    expect(address(render('ar', invoice))).toEqual(['Riyadh']);
  });
});
