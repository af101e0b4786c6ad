import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { TLocale } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { TaxFields } from './tax-fields.tsx';

const saved: Record<string, string> = { vat_number: '311111111111113', street: 'شارع العليا', building_number: '7788', additional_number: '', district: 'الملز', postal_code: '12836' };

function render(locale: TLocale, options: { values?: Record<string, string>; errors?: Record<string, string>; previousLine?: string | null } = {}) {
  const values = options.values ?? saved;
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <TaxFields valueOf={(name) => values[name] ?? ''} errorOf={(name) => options.errors?.[name]} previousLine={options.previousLine ?? null} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

/** The input named `name`, its attributes as written (React writes `inputMode`, `autoComplete`: read without case). */
const inputOf = (html: string, name: string) => [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(` name="${name}"`)) ?? '';
const labelOf = (html: string, name: string) => {
  const id = /\sid="([^"]+)"/.exec(inputOf(html, name))?.[1];
  return new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)`).exec(html)?.[1];
};

describe('the national address on the company profile form (decision 198)', () => {
  it('names each part in Arabic and in English, and says it is required with a VAT number', () => {
    const arabic = render('ar');
    expect(['street', 'building_number', 'additional_number', 'district', 'postal_code'].map((name) => labelOf(arabic, name))).toEqual(['اسم الشارع', 'رقم المبنى', 'الرقم الإضافي (اختياري)', 'الحي', 'الرمز البريدي']);
    expect(arabic).toContain('العنوان الوطني في الفواتير الضريبية');
    expect(arabic).toContain('مطلوب مع الرقم الضريبي: تشترط هيئة الزكاة والضريبة والجمارك أن تحمل الفاتورة الضريبية العنوان الوطني للمشتري مفصّلًا: اسم الشارع ورقم المبنى والحي والرمز البريدي، والمدينة المختارة في «عن المنشأة». الرقم الإضافي اختياري.');
    const english = render('en');
    expect(['street', 'building_number', 'additional_number', 'district', 'postal_code'].map((name) => labelOf(english, name))).toEqual(['Street name', 'Building number', 'Additional number (optional)', 'District', 'Postal code']);
    expect(english).toContain('Required with a VAT number: ZATCA (the Zakat, Tax and Customs Authority) requires a tax invoice to carry the buyer’s national address in parts: the street name, building number, district and postal code, and the city chosen under “About the company”. The additional number is optional.');
    for (const html of [arabic, english]) expect(html).not.toMatch(/company\.field|building_number_digits|vat_address/);
  });

  it('shows the saved parts in plain fields that post without JavaScript, the numbers left to right', () => {
    const html = render('ar');
    for (const [name, value] of Object.entries(saved)) expect(inputOf(html, name)).toContain(`value="${value}"`);
    for (const name of ['building_number', 'additional_number', 'postal_code']) {
      expect(inputOf(html, name)).toContain('dir="ltr"');
      expect(inputOf(html, name)).toMatch(/inputmode="numeric"/i);
    }
    expect(inputOf(html, 'postal_code')).toMatch(/autocomplete="postal-code"/i);
    expect(html).toContain('role="group"');
  });

  it('shows what was typed and the server’s words at the fields', () => {
    const html = render('ar', { values: { ...saved, building_number: '٧٧٨' }, errors: { building_number: 'رقم المبنى 4 أرقام كما في العنوان الوطني، مثل 7788' } });
    expect(inputOf(html, 'building_number')).toContain('value="٧٧٨"');
    expect(inputOf(html, 'building_number')).toContain('aria-invalid="true"');
    expect(html).toContain('رقم المبنى 4 أرقام كما في العنوان الوطني، مثل 7788');
  });

  it('shows the one line given before while the parts are not, in both languages', () => {
    const empty = { vat_number: '311111111111113' };
    const arabic = render('ar', { values: empty, previousLine: 'Prince Sultan St, Jeddah 23442' });
    expect(arabic).toMatch(/data-testid="previous-invoice-address"[^>]*>العنوان الذي أُدخل سابقًا للفواتير في سطر واحد: <bdi dir="auto">Prince Sultan St, Jeddah 23442<\/bdi><br\/>اكتبه مفصّلًا في الحقول أعلاه؛ وإلى أن يُكتب تحمل فواتيرك الضريبية هذا السطر./);
    expect(render('en', { values: empty, previousLine: 'Prince Sultan St, Jeddah 23442' })).toContain('The address on your invoices was given before as one line: <bdi dir="auto">Prince Sultan St, Jeddah 23442</bdi><br/>Write it in the parts above; until it is, your tax invoices carry that line.');
    expect(render('en')).not.toContain('previous-invoice-address');
  });
});
