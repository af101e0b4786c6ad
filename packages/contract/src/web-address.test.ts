import { describe, expect, it } from 'vitest';
import { ZCompanyProfileInput } from './company.ts';
import { ZExperience, ZMembership, ZProminentMajors, ZSocialContacts } from './profile.ts';
import { localizeIssues } from './validation.ts';
import { ZInvitationInput } from './messages.ts';
import type { TLocale } from './locale.ts';
import type { z } from 'zod';

/** The field messages a schema gives an input, in a language (as the browser and the API show them). */
function errorsOf(schema: z.ZodType, input: Record<string, unknown>, locale: TLocale) {
  const result = schema.safeParse(input);
  return result.success ? {} : localizeIssues(result.error.issues, input, locale);
}
const company = (fields: Record<string, unknown>) => ({ foundation_name: 'Horizon', ...fields });

describe('messages that say what is wrong (decision 040)', () => {
  it('tells a commercial registration number of the wrong length how many digits it has', () => {
    expect(errorsOf(ZCompanyProfileInput, company({ commercial_number: '12345' }), 'en')).toEqual({
      commercial_number: ['The commercial registration number has 10 digits: this one has 5 digits'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ commercial_number: '101012345678' }), 'ar')).toEqual({
      commercial_number: ['رقم السجل التجاري مكوّن من 10 أرقام، والمُدخل 12 رقمًا'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ commercial_number: '1010A23456' }), 'en')).toEqual({
      commercial_number: ['The commercial registration number is 10 digits only, without letters or symbols'],
    });
    // Spaces, dashes and Arabic-Indic digits are how people copy it: it is stored as 10 digits.
    const parsed = ZCompanyProfileInput.parse(company({ commercial_number: '١٠١٠ ١٢٣-٤٥٦' }));
    expect(parsed.commercial_number).toBe('1010123456');
  });

  it('tells an email domain written as an address or a link to keep the domain alone', () => {
    expect(errorsOf(ZCompanyProfileInput, company({ email_main_domain: 'hr@horizon.sa' }), 'en')).toEqual({
      email_main_domain: ['Write only the part after @: for hr@example.com write example.com'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ email_main_domain: '@horizon.sa' }), 'ar')).toEqual({
      email_main_domain: ['اكتب الجزء الذي بعد @ فقط: للبريد hr@example.com اكتب example.com'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ email_main_domain: 'https://horizon.sa' }), 'en')).toEqual({
      email_main_domain: ['Write the domain alone, without https:// or a path: for example example.com'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ email_main_domain: 'horizon' }), 'en').email_main_domain?.[0]).toMatch(/^Write a domain such as example\.com/);
    expect(ZCompanyProfileInput.parse(company({ email_main_domain: ' Horizon.SA ' })).email_main_domain).toBe('horizon.sa');
  });

  it('completes a website typed without https://, and tells one written as an email address what to write (decision 090)', () => {
    expect(errorsOf(ZCompanyProfileInput, company({ website: 'info@horizon.sa' }), 'en')).toEqual({
      website: ['This is an email address: write the website’s address, such as https://example.com'],
    });
    expect(ZCompanyProfileInput.parse(company({ website: 'example.com' })).website).toBe('https://example.com');
    expect(ZCompanyProfileInput.parse(company({ website: ' www.horizon.sa/careers ' })).website).toBe('https://www.horizon.sa/careers');
    expect(ZCompanyProfileInput.parse(company({ website: 'horizon.sa:8443' })).website).toBe('https://horizon.sa:8443');
    expect(ZCompanyProfileInput.parse(company({ website: 'http://horizon.sa' })).website).toBe('http://horizon.sa');
    expect(ZSocialContacts.parse({ linkedin: 'linkedin.com/in/sara' }).linkedin).toBe('https://linkedin.com/in/sara');
    expect(ZSocialContacts.parse({ site: '' }).site).toBe('');
    expect(ZInvitationInput.parse({ date: '2030-01-01', time: '10:00', video_url: 'meet.example.com/abc' }).video_url).toBe('https://meet.example.com/abc');
    expect(errorsOf(ZInvitationInput, { date: '2030-01-01', time: '10:00', video_url: 'http://meet.example.com/abc' }, 'en')).toEqual({ video_url: ['Invalid Url'] });
    // What fits no better rule keeps the specification's message.
    expect(errorsOf(ZCompanyProfileInput, company({ website: 'ftp://horizon.sa' }), 'en')).toEqual({ website: ['Invalid Url'] });
    expect(errorsOf(ZCompanyProfileInput, company({ website: 'javascript:alert(1)' }), 'en')).toEqual({ website: ['Invalid Url'] });
  });

  it('refuses a protocol-relative address (//host) like javascript:, and any address without an http or https host (decision 156)', () => {
    for (const website of ['//evil.example', '//evil.example/jobs', '///evil.example', '//javascript:alert(1)', '//@evil', 'https://@evil.example', 'https://user:pass@evil.example', 'https://evil', 'https://javascript:alert(1)', 'https://-bad-.example']) {
      expect(errorsOf(ZCompanyProfileInput, company({ website }), 'en'), website).toEqual({ website: ['Invalid Url'] });
      expect(ZSocialContacts.safeParse({ linkedin: website }).success, website).toBe(false);
    }
    expect(errorsOf(ZSocialContacts, { site: '//evil.example' }, 'ar').site).toHaveLength(1);
    for (const website of ['https://horizon.sa', 'http://horizon.sa/careers?x=1', 'https://xn--mgbh0fb.xn--mgberp4a5d4ar', 'https://www.linkedin.com/in/sara-alharbi']) {
      expect(ZCompanyProfileInput.safeParse(company({ website })).success, website).toBe(true);
    }
    expect(errorsOf(ZCompanyProfileInput, company({ website: 'horizon' }), 'en')).toEqual({ website: ['Invalid Url'] });
    expect(errorsOf(ZCompanyProfileInput, company({ website: 'https://horizon.sa' }), 'en')).toEqual({});
  });

  it('gives latitude and longitude out of range their ranges', () => {
    expect(errorsOf(ZCompanyProfileInput, company({ lat: 91, lng: -181 }), 'en')).toEqual({
      lat: ['Latitude must be between -90 and 90 degrees: choose the place on the map'],
      lng: ['Longitude must be between -180 and 180 degrees: choose the place on the map'],
    });
    expect(errorsOf(ZCompanyProfileInput, company({ lat: -90.5, lng: 46 }), 'ar')).toEqual({ lat: ['يجب أن يكون خط العرض بين -90 و90 درجة: اختر المكان على الخريطة'] });
  });

  it('says a date is in the future and a major was chosen twice', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(errorsOf(ZMembership, { role_name: 'Member', member_from: nextYear }, 'en')).toEqual({ member_from: ['This date cannot be in the future'] });
    expect(errorsOf(ZExperience, { company_name: 'A', job_title: 'B', start_date: nextYear, is_current: true }, 'ar').start_date).toEqual(['لا يمكن أن يكون هذا التاريخ في المستقبل']);
    expect(errorsOf(ZProminentMajors, { major_ids: [3, 3] }, 'en')).toEqual({ major_ids: ['Choose each one only once'] });
  });
});
