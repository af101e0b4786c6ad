import type { TChangePassword, TContactInfo } from '@tawzeef/contract';
import { text } from '../../lib/form-data.ts';

/** The company account page's forms as their endpoints take them (the same endpoints as the job seeker's). */
export function contactInput(form: FormData): TContactInfo {
  const password = text(form, 'current_password');
  return { email: text(form, 'email'), phone: text(form, 'phone'), ...(password ? { current_password: password } : {}) };
}

export function deleteCompanyInput(form: FormData): { password: string } {
  return { password: text(form, 'password') };
}

export function changePasswordInput(form: FormData): TChangePassword {
  return { current_password: text(form, 'current_password'), password: text(form, 'password'), password_confirmation: text(form, 'password_confirmation') };
}

/** The phone as the person would type it in Saudi Arabia (05...), other countries in international form. */
export function localPhone(e164: string): string {
  return /^\+9665\d{8}$/.test(e164) ? `0${e164.slice(4)}` : e164;
}
