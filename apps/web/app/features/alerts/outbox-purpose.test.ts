import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { purposeLabel } from './outbox-purpose.ts';

describe('purposeLabel', () => {
  it('names each purpose in the page language', () => {
    expect(purposeLabel(translator('en'), 'job_alert')).toBe('Job alert');
    expect(purposeLabel(translator('ar'), 'job_alert')).toBe('تنبيه وظائف');
    expect(purposeLabel(translator('en'), 'payment_transfer_approved')).toBe('Bank transfer approved');
    expect(purposeLabel(translator('ar'), 'verify_email')).toBe('تأكيد البريد الإلكتروني');
  });

  it('reads an unnamed purpose as words, never as its key', () => {
    expect(purposeLabel(translator('en'), 'brand_new_notice')).toBe('Brand new notice');
  });
});
