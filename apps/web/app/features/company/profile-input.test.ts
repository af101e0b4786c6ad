import { describe, expect, it } from 'vitest';
import { ZCompanyProfileInput, type TCompanyOwn } from '@tawzeef/contract';
import { validateWith } from '../../lib/validate.ts';
import { companyFormValues, companyProfileInput } from './profile-input.ts';

const company = (overrides: Partial<TCompanyOwn>) =>
  ({ foundation_name_ar: 'شركة الأفق', foundation_name_en: 'Horizon Co', name_change: null, ...overrides }) as TCompanyOwn;

describe('the company profile form’s names', () => {
  it('starts from the names waiting for review, so saving other fields keeps the request (decision 085)', () => {
    const values = companyFormValues(company({ name_change: { foundation_name_ar: 'مجموعة الأفق', foundation_name_en: null, requested_at: '2026-11-26T10:00:00+03:00' } }));
    expect(values).toMatchObject({ foundation_name: 'مجموعة الأفق', foundation_name_en: '' });
  });

  it('starts from the public names when nothing waits', () => {
    expect(companyFormValues(company({}))).toMatchObject({ foundation_name: 'شركة الأفق', foundation_name_en: 'Horizon Co' });
  });
});

describe('the company profile form’s national address (decision 198)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ foundation_name: 'شركة الأفق', ...fields })) data.append(name, value);
    return data;
  };

  it('posts each part, its digits read as ASCII whatever the script they were typed in', () => {
    const body = companyProfileInput(form({ vat_number: '311111111111113', street: ' شارع العليا ', building_number: '٧٧٨٨', additional_number: '', district: 'الملز', postal_code: '١٢ ٨٣٦' }));
    expect(body).toMatchObject({ street: 'شارع العليا', building_number: '٧٧٨٨', additional_number: null, district: 'الملز', postal_code: '١٢ ٨٣٦' });
    expect(validateWith(ZCompanyProfileInput, body, 'ar').data).toMatchObject({ street: 'شارع العليا', building_number: '7788', additional_number: null, district: 'الملز', postal_code: '12836' });
  });

  it('leaves the one line given before out, so that saving keeps it', () => {
    expect('invoice_address' in companyProfileInput(form({ street: 'شارع العليا' }))).toBe(false);
  });

  it('says what is wrong with a number in the page’s language, before the server does', () => {
    const body = companyProfileInput(form({ building_number: '77', postal_code: '١٢٣' }));
    expect(validateWith(ZCompanyProfileInput, body, 'en').errors).toEqual({
      building_number: ['The building number has 4 digits, as on the national address: for example 7788'],
      postal_code: ['The postal code has 5 digits: for example 12836'],
    });
    expect(validateWith(ZCompanyProfileInput, body, 'ar').errors?.postal_code).toEqual(['الرمز البريدي 5 أرقام، مثل 12836']);
  });

  it('starts from the saved parts', () => {
    const saved = company({ street: 'شارع العليا', building_number: '7788', additional_number: null, district: 'الملز', postal_code: '12836' });
    expect(companyFormValues(saved)).toMatchObject({ street: 'شارع العليا', building_number: '7788', additional_number: '', district: 'الملز', postal_code: '12836' });
    expect(companyFormValues(saved)).not.toHaveProperty('invoice_address');
  });
});
