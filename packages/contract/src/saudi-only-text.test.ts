import { describe, expect, it } from 'vitest';
import { saudiOnlyTextFields, saysSaudiOnly } from './saudi-only-text.ts';

describe('a job text that reserves the job for Saudi nationals (decision 084)', () => {
  it.each([
    'للسعوديين فقط',
    'الوظيفة للسعوديين فقط.',
    'سعوديون فقط',
    'فقط للسعوديين',
    'أن يكون المتقدم سعودي الجنسية',
    'سعوديّة الجنسيّة',
    'سعـــودي الجنسيه',
    'من حاملي الجنسية السعودية',
    'الوظيفة مخصصة للسعوديين',
    'مقصورة على السعوديين بقرار الوزارة',
    'حصراً للمواطنين السعوديين',
    'وظيفة مسعودة',
    'Saudis only',
    'SAUDI NATIONALS ONLY',
    'Open to Saudi nationals.',
    'Applicant must be a Saudi national',
    'Only Saudis may apply',
    'Reserved for Saudis under Nitaqat',
    'Saudi citizens',
    'A saudized role',
    '<p>Requirements: <strong>Saudi-nationals only</strong></p>',
  ])('finds «%s»', (text) => {
    expect(saysSaudiOnly(text)).toBe(true);
  });

  it.each([
    'الوظيفة لغير السعوديين فقط',
    'Non-Saudis only',
    'Saudi and non-Saudi nationals are welcome',
    'خبرة في السوق السعودي',
    'شركة سعودية رائدة في المملكة العربية السعودية',
    'معرفة بنظام العمل السعودي',
    'A leading Saudi company in Riyadh',
    'Experience of the Saudi market',
    'Saudi Council of Engineers membership',
    'SOCPA: the Saudi Organization for Chartered and Professional Accountants',
    '',
  ])('lets «%s» be', (text) => {
    expect(saysSaudiOnly(text)).toBe(false);
  });

  it('names the texts of a job that say it', () => {
    expect(saudiOnlyTextFields({ title: 'Accountant', qualifications: 'Saudis only', benefits: 'للسعوديين فقط', description: null })).toEqual(['qualifications', 'benefits']);
    expect(saudiOnlyTextFields({ title: 'Accountant' })).toEqual([]);
  });
});
