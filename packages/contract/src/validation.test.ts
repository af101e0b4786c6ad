import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssues, translateMessage, validationMessages } from './validation.ts';
import { attributeNames } from './field-labels.ts';
import { ZLogin, ZRegister } from './auth.ts';

describe('validation messages', () => {
  it('have the same keys in Arabic and English', () => {
    expect(Object.keys(validationMessages.ar).sort()).toEqual(Object.keys(validationMessages.en).sort());
    expect(Object.keys(attributeNames.ar).sort()).toEqual(Object.keys(attributeNames.en).sort());
  });

  it('keep the specification’s English wording', () => {
    const en = validationMessages.en;
    expect(en).toMatchObject({
      required: '{attribute} field is required',
      is_required: 'Is Required',
      max: '{attribute} field must be at most {max} characters long',
      min: '{attribute} field must be {min} characters at least',
      valid: 'must be valid',
      numeric: 'must be numbers',
      password: 'must be 6 numbers',
      positive: 'must be positive numbers',
      email: 'field is not valid Email Address',
      phone: 'The phone number not valid',
      max_words: 'This field must be less than {maxWords}',
      phone_or_email: 'Invalid Phone Or Email',
      password_confirmation: 'please make sure password Is Correct',
      image_type: 'must be jpg or png',
      image_size: 'must be less than {count} mb',
      image_dimensions: 'must be {width} by {height}',
      url: 'Invalid Url',
      file_pdf: 'File Type Must be PDF',
      min_value: 'This Field must be at less {min}',
      max_value: 'This Field must be less than {max}',
    });
  });

  it('fill their placeholders', () => {
    expect(translateMessage('image_dimensions', 'en', { width: 400, height: 300 })).toBe('must be 400 by 300');
    expect(translateMessage('required', 'ar', { attribute: 'البريد الإلكتروني' })).toBe('حقل البريد الإلكتروني مطلوب');
  });

  it('turn Zod issues into field messages in the user’s language', () => {
    const schema = z.object({ age: z.number().min(18).max(60), title: z.string().max(5), site: z.url(), tags: z.array(z.string()).max(2) });
    const input = { age: 70, title: 'too long', site: 'nope', tags: ['a', 'b', 'c'] };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(localizeIssues(result.error.issues, input, 'en')).toEqual({
      age: ['This Field must be less than 60'],
      title: ['Title field must be at most 5 characters long'],
      site: ['Invalid Url'],
      tags: ['Choose at most 2'],
    });
  });

  it('report a missing field as required, not as a type error', () => {
    const result = ZLogin.safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(localizeIssues(result.error.issues, {}, 'en')).toEqual({
      login: ['Email or phone number field is required'],
      password: ['Password field is required'],
    });
  });

  it('refuse unknown registration fields by name', () => {
    const input = { type: 'USER', first_name: 'a', last_name: 'b', email: 'a@b.co', phone: '0551234567', password: 'password1', password_confirmation: 'password1', accept_terms: true, role: 'ADMIN' };
    const result = ZRegister.safeParse(input);
    if (result.success) throw new Error('expected failure');
    expect(localizeIssues(result.error.issues, input, 'ar')).toEqual({ role: ['هذا الحقل غير مسموح به'] });
  });
});
