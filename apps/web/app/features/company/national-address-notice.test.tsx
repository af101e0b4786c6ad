import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { TLocale } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { NationalAddressNotice } from './national-address-notice.tsx';

function render(locale: TLocale, lacks: boolean) {
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <NationalAddressNotice company={{ lacks_national_address: lacks }} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

const linkOf = (html: string) => /<a[^>]*href="([^"]*)"[^>]*data-testid="national-address-notice-link"[^>]*>([^<]*)<\/a>/.exec(html)?.slice(1);

describe('the notice to a company whose tax invoices carry its one-line address (decision 202)', () => {
  it('says in Arabic that its invoices carry the one line and ZATCA asks for the parts, with a link to the section', () => {
    const html = render('ar', true);
    expect(html).toContain('data-testid="national-address-notice"');
    expect(html).toContain('فواتيرك الضريبية تحمل عنوانك في سطر واحد');
    expect(html).toContain('تطلب هيئة الزكاة والضريبة والجمارك أن تحمل الفاتورة الضريبية العنوان الوطني للمشتري مفصّلًا: اسم الشارع ورقم المبنى والحي والرمز البريدي.');
    expect(linkOf(html)).toEqual(['#company-tax', 'أضف العنوان الوطني']);
  });

  it('says the same in English', () => {
    const html = render('en', true);
    expect(html).toContain('Your tax invoices carry your address on one line');
    expect(html).toContain('ZATCA (the Zakat, Tax and Customs Authority) asks for the buyer’s national address in parts on a tax invoice: the street name, building number, district and postal code.');
    expect(linkOf(html)).toEqual(['#company-tax', 'Add the national address']);
  });

  it('shows no key or code, and nothing to a company that has the parts or no VAT number', () => {
    for (const locale of ['ar', 'en'] as const) {
      expect(render(locale, true)).not.toMatch(/company\.addressNotice|lacks_national_address|BR-KSA/);
      expect(render(locale, false)).not.toContain('national-address-notice');
    }
  });
});
