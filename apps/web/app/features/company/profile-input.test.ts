import { describe, expect, it } from 'vitest';
import type { TCompanyOwn } from '@tawzeef/contract';
import { companyFormValues } from './profile-input.ts';

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
