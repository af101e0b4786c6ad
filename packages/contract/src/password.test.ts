import { describe, expect, it } from 'vitest';
import { isPredictablePassword, passwordForms, ZRegister } from './auth.ts';
import { localizeIssues } from './validation.ts';
import { ZResetPassword } from './verification.ts';

describe('the password rule of the contract (decision 022)', () => {
  it('refuses passwords guessed by their shape, on both keyboards and in both digit scripts', () => {
    for (const password of ['12345678', '87654321', '11111111', '12121212', 'qwertyuiop', 'QWERTY123', 'asdfghjkl', '1qaz2wsx', 'abcd1234', 'ضصثقفغعهخح', 'ئءؤرلاىة', '١٢٣٤٥٦٧٨', '۱۲۳۴۵۶۷۸']) {
      expect(isPredictablePassword(password), password).toBe(true);
    }
  });

  it('lets through the passwords the tests and the demo use, and leaves the leaked lists to the API', () => {
    for (const password of ['Str0ng-pass', 'Str0ng-pass!', 'Tawzeef@2026', 'Secret123!', 'Phone-reset-1', 'Brand-new-pass1', 'Jadeed-pass-2026', 'password1', 'Aa123456']) {
      expect(isPredictablePassword(password), password).toBe(false);
    }
  });

  it('compares a password typed with the Arabic layout on as the Latin keys it was typed on', () => {
    expect(passwordForms('حشسسصخقي')).toContain('password');
    expect(passwordForms('ضصثقفغ١٢٣')).toContain('qwerty123');
  });

  it('says so in the user’s language, at registration and at a reset', () => {
    const register = { type: 'USER', first_name: 'a', last_name: 'b', email: 'a@b.co', phone: '0551234567', password: '12345678', password_confirmation: '12345678', accept_terms: true };
    const registered = ZRegister.safeParse(register);
    if (registered.success) throw new Error('expected failure');
    expect(localizeIssues(registered.error.issues, register, 'en')).toEqual({ password: ['This password is too common: choose one that is harder to guess'] });
    expect(localizeIssues(registered.error.issues, register, 'ar')).toEqual({ password: ['كلمة المرور هذه شائعة جدًا: اختر كلمة مرور يصعب تخمينها'] });
    const reset = { token: 'x'.repeat(43), password: 'ضصثقفغعهخح', password_confirmation: 'ضصثقفغعهخح' };
    const resetting = ZResetPassword.safeParse(reset);
    if (resetting.success) throw new Error('expected failure');
    expect(localizeIssues(resetting.error.issues, reset, 'en')).toEqual({ password: ['This password is too common: choose one that is harder to guess'] });
  });

  it('gives a short password the length message only', () => {
    const input = { type: 'USER', first_name: 'a', last_name: 'b', email: 'a@b.co', phone: '0551234567', password: '1234', password_confirmation: '1234', accept_terms: true };
    const result = ZRegister.safeParse(input);
    if (result.success) throw new Error('expected failure');
    expect(localizeIssues(result.error.issues, input, 'en')).toEqual({ password: ['Password field must be 8 characters at least'] });
  });
});
