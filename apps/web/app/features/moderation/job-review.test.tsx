import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { TScreenFinding } from '@tawzeef/contract';
import '../../i18n/full.server.ts';
import { I18nContext, translator } from '../../i18n/index.ts';
import { Findings } from './job-review.tsx';

/**
 * A held job's findings as its company (and the console) reads them (decisions 032, 156, 161): the words as written,
 * the class and why they cannot stay, in the reader's language, fraud as well as discrimination.
 */
const findings: TScreenFinding[] = [
  { field: 'description', phrase: 'ادفع رسوم فتح ملف 300 ريال', category: 'fraud' },
  { field: 'title', phrase: 'مطلوب سكرتيرة', category: 'gender' },
  { field: 'qualifications', phrase: 'Send your bank card details before the interview', category: 'fraud' },
];
const render = (locale: 'ar' | 'en') =>
  renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <Findings findings={findings} />
      </I18nContext.Provider>
    </MantineProvider>,
  );

describe('the findings of a held job', () => {
  it('shows each phrase as written, its class and why, in Arabic', () => {
    const html = render('ar');
    expect(html).toContain('«ادفع رسوم فتح ملف 300 ريال»');
    expect(html).toContain('«مطلوب سكرتيرة»');
    expect(html).toContain('«Send your bank card details before the interview»');
    expect(html).toContain('احتيال محتمل');
    expect(html).toContain('تحذّر وزارة الموارد البشرية والجهات الأمنية الباحثين عن عمل من إعلانات تطلب رسومًا من المتقدمين');
    expect(html).toContain('لا يجوز أن يقصر إعلان الوظيفة التقديم على جنس واحد');
    expect(html).toContain('في حقل');
    expect(html).not.toMatch(/moderation\.|>fraud<|>gender</u);
  });

  it('shows the same in English', () => {
    const html = render('en');
    expect(html).toContain('Possible fraud');
    expect(html).toContain('The labour ministry and the police warn job seekers of ads that ask applicants for fees');
    expect(html).toContain('A job ad may not limit applications to one gender');
    expect(html).toContain('«مطلوب سكرتيرة»');
    expect(html).not.toMatch(/moderation\.|>fraud<|>gender</u);
  });
});
